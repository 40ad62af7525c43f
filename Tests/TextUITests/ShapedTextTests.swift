import TestSupport
import Testing

@testable import TextUI

@Suite struct ShapedTextTests {
  /// The text of each shaped line, with clusters resolved.
  private func lines(_ string: String) -> [String] {
    let shaped = ShapedText(string)
    var frame = Frame(width: 200, height: shaped.lineCount)
    for row in 0..<shaped.lineCount {
      var x = 0
      for glyph in shaped.glyphs(ofLine: row) {
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
    #expect(shaped.glyphs(ofLine: 0).map(\.width) == [2, 2, 1, 2, 1, 1])
    #expect(shaped.maxLineWidth == 9)
  }

  @Test func emptyStringHasNothingToDraw() {
    #expect(ShapedText("").isEmpty)
    #expect(!ShapedText(" ").isEmpty)
    #expect(ShapedText("\n").lineCount == 2)
  }

  /// `TextLayout` keeps one wrap for every width of at least the widest line, which is
  /// right only if nothing breaks there: random texts of words, runs of spaces, wide
  /// glyphs, tabs and line breaks wrap at each such width exactly as at the widest
  /// line's.
  @Test func everyWidthOfAtLeastTheWidestLineWrapsAlike() {
    let seed: UInt64 = 0x57_4241_50
    print("ShapedText wrap seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    let pieces = ["a", "word", " ", "   ", "東京", "\t", "\n", "é", "🌧️", "x y", "\r\n"]
    for _ in 0..<500 {
      let string = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      let shaped = ShapedText(string)
      let atWidest = shaped.wrapped(toWidth: shaped.maxLineWidth)
      for width in [shaped.maxLineWidth + 1, shaped.maxLineWidth + 7, ProposedSize.unlimited] {
        #expect(
          shaped.wrapped(toWidth: width) == atWidest,
          "seed \(seed), \(string.debugDescription) at \(width)")
      }
    }
  }
  /// `TextLayout` measures and draws a one-line text offered at least its width as its
  /// whole line, without wrapping it: right only if wrapping it there gives exactly that
  /// line (leading and trailing spaces kept, nothing broken), for random one-line texts
  /// of words, runs of spaces, wide glyphs and tabs.
  @Test func aOneLineTextWrapsToItsWholeLineAtItsWidth() {
    let seed: UInt64 = 0x4F_4E45_4C
    print("ShapedText whole-line seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    let pieces = ["a", "word", " ", "   ", "東京", "\t", "é", "🌧️", "x y", "Ｗ"]
    for _ in 0..<500 {
      let string = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      let shaped = ShapedText(string)
      guard shaped.lineCount == 1, !shaped.isEmpty else { continue }
      let whole = VisualLine(line: 0, range: 0..<shaped.glyphs.count, width: shaped.maxLineWidth)
      #expect(
        shaped.wrapped(toWidth: shaped.maxLineWidth) == [whole],
        "seed \(seed), \(string.debugDescription)")
    }
  }
}
