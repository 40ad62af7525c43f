import Testing

@testable import TextUI

@Suite struct ShapedTextTests {
  /// The text of each shaped line, with clusters resolved.
  private func lines(_ string: String) -> [String] {
    let shaped = ShapedText(string)
    var frame = Frame(width: 200, height: shaped.lines.count)
    for (row, line) in shaped.lines.enumerated() {
      var x = 0
      for glyph in line {
        frame.put(glyph, clusters: shaped.clusters, x: x, y: row)
        x += glyph.width
      }
    }
    return frame.text(trimmingTrailingSpaces: true).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  @Test func everyKindOfLineBreakStartsALine() {
    #expect(lines("a\nb\r\nc\rd\u{2028}e\u{85}f") == ["a", "b", "c", "d", "e", "f"])
  }

  @Test func tabsAdvanceToTheNextMultipleOfFourColumns() {
    #expect(lines("a\tb\n\tc\nabcd\te") == ["a   b", "    c", "abcd    e"])
    #expect(lines("東\tx") == ["東  x"])
  }

  @Test func controlsBecomeVisiblePictures() {
    #expect(lines("a\u{1B}[31mb\u{0}\u{7}") == ["a␛[31mb␀␇"])
    #expect(lines("x\u{80}y\u{9F}") == ["x�y�"])
  }

  @Test func loneCombiningMarksGetADottedCircleBase() {
    #expect(lines("\u{301}\u{301}") == ["◌\u{301}\u{301}"])
    #expect(ShapedText("\u{301}").maxLineWidth == 1)
  }

  @Test func loneFormatCharactersAreDropped() {
    #expect(lines("a\u{200B}b\u{FEFF}\u{200E}c") == ["abc"])
  }

  @Test func widthsAreMeasuredOncePerGrapheme() {
    let shaped = ShapedText("東京 👍🏽 e\u{301}")
    #expect(shaped.lines[0].map(\.width) == [2, 2, 1, 2, 1, 1])
    #expect(shaped.maxLineWidth == 9)
  }

  @Test func emptyStringHasNothingToDraw() {
    #expect(ShapedText("").isEmpty)
    #expect(!ShapedText(" ").isEmpty)
    #expect(ShapedText("\n").lines.count == 2)
  }
}
