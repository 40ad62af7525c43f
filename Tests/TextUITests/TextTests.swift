import Testing

@testable import TextUI

@MainActor
@Suite struct TextTests {
  @Test func wrapsBetweenWords() {
    #expect(
      rows(Text("the quick brown fox"), width: 10, height: 3) == [
        "the quick ",
        "brown fox ",
        "          ",
      ])
  }

  @Test func hardBreaksAWordWiderThanTheLine() {
    #expect(rows(Text("abcdefghij xy"), width: 4, height: 4) == ["abcd", "efgh", "ij  ", "xy  "])
  }

  @Test func neverSplitsAWideGlyphWhenBreaking() {
    #expect(rows(Text("東京都庁"), width: 5, height: 2) == ["東京 ", "都庁 "])
  }

  @Test func keepsIndentationButNotTheSpacesOfABreak() {
    #expect(rows(Text("  ab cd   ef"), width: 6, height: 3) == ["  ab  ", "cd    ", "ef    "])
    #expect(rows(Text("  ab cd   ef"), width: 7, height: 2) == ["  ab cd", "ef     "])
  }

  @Test func keepsLeadingAndTrailingSpacesThatFit() {
    let row = HStack {
      Text(" a ")
      Text("|")
    }
    #expect(rows(row, width: 5, height: 1) == [" a | "])
    #expect(rows(Text("ab   "), width: 4, height: 1) == ["ab  "])
  }

  @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
    let text = Text("Partly cloudy with a chance of showers").lineLimit(2)
    #expect(
      rows(text, width: 14, height: 3) == [
        "Partly cloudy ",
        "with a chance…",
        "              ",
      ])
  }

  @Test func singleLineTruncationCutsBetweenGraphemesNotWords() {
    #expect(
      rows(Text("Hello wonderful world").lineLimit(1), width: 10, height: 1) == [
        "Hello won…"
      ])
    #expect(rows(Text("Hello world").lineLimit(1), width: 7, height: 1) == ["Hello… "])
  }

  @Test func shortHeightTruncatesLikeALineLimit() {
    #expect(rows(Text("one two three four"), width: 8, height: 2) == ["one two ", "three f…"])
  }

  @Test func truncationReportsLaterHardLines() {
    #expect(rows(Text("first\nsecond").lineLimit(1), width: 10, height: 1) == ["first…    "])
  }

  @Test func alignsWrappedLines() {
    let words = "aa bbbb c"
    #expect(
      rows(Text(words).multilineTextAlignment(.trailing), width: 7, height: 2) == [
        "aa bbbb", "      c",
      ])
    #expect(
      rows(Text(words).multilineTextAlignment(.center), width: 7, height: 2) == [
        "aa bbbb", "   c   ",
      ])
  }

  @Test func sizesToItsWidestLine() {
    let node = measure(Text("ab\ncdef"))
    #expect(node.sizeThatFits(.unspecified) == Size(width: 4, height: 2))
    #expect(node.sizeThatFits(ProposedSize(width: 2, height: nil)) == Size(width: 2, height: 3))
    #expect(node.sizeThatFits(ProposedSize(width: 0, height: 5)) == .zero)
    #expect(node.sizeThatFits(ProposedSize(width: 9, height: 0)) == Size(width: 3, height: 1))
  }

  @Test func emptyTextTakesNoSpace() {
    #expect(measure(Text("")).sizeThatFits(.unspecified) == .zero)
  }

  @Test func textsCompareByBytes() {
    #expect(Text("\u{E9}") != Text("e\u{301}"))
    #expect(Text("a") == Text("a"))
    #expect(Text("a").lineLimit(1) != Text("a"))
  }

  /// A node for `view`, built as a renderer would, to ask for sizes directly.
  private func measure<V: View>(_ view: V) -> Node {
    let renderer = Renderer()
    _ = renderer.render(view, width: 0, height: 0)
    return renderer.rootNode.children[0]
  }
}
