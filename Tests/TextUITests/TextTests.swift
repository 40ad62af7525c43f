import Testing
import TextSnapshots

@testable import TextUI

@MainActor
@Suite struct TextTests {
  @Test func wrapsBetweenWords() {
    assertSnapshot(of: Text("the quick brown fox"), as: .frame(width: 10, height: 3))
  }

  @Test func hardBreaksAWordWiderThanTheLine() {
    assertSnapshot(of: Text("abcdefghij xy"), as: .frame(width: 4, height: 4))
  }

  @Test func neverSplitsAWideGlyphWhenBreaking() {
    assertSnapshot(of: Text("東京都庁"), as: .frame(width: 5, height: 2))
  }

  @Test func keepsIndentationButNotTheSpacesOfABreak() {
    assertSnapshot(of: Text("  ab cd   ef"), as: .frame(width: 6, height: 3), named: "narrow")
    assertSnapshot(of: Text("  ab cd   ef"), as: .frame(width: 7, height: 2), named: "wide")
  }

  @Test func keepsLeadingAndTrailingSpacesThatFit() {
    let row = HStack {
      Text(" a ")
      Text("|")
    }
    assertSnapshot(of: row, as: .frame(width: 5, height: 1), named: "stacked")
    assertSnapshot(of: Text("ab   "), as: .frame(width: 4, height: 1), named: "alone")
  }

  @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
    let text = Text("Partly cloudy with a chance of showers").lineLimit(2)
    assertSnapshot(of: text, as: .frame(width: 14, height: 3))
  }

  @Test func singleLineTruncationCutsBetweenGraphemesNotWords() {
    assertSnapshot(
      of: Text("Hello wonderful world").lineLimit(1), as: .frame(width: 10, height: 1),
      named: "midWord")
    assertSnapshot(
      of: Text("Hello world").lineLimit(1), as: .frame(width: 7, height: 1), named: "atSpace")
  }

  @Test func shortHeightTruncatesLikeALineLimit() {
    assertSnapshot(of: Text("one two three four"), as: .frame(width: 8, height: 2))
  }

  @Test func truncationReportsLaterHardLines() {
    assertSnapshot(of: Text("first\nsecond").lineLimit(1), as: .frame(width: 10, height: 1))
  }

  @Test func alignsWrappedLines() {
    let words = "aa bbbb c"
    assertSnapshot(
      of: Text(words).multilineTextAlignment(.trailing), as: .frame(width: 7, height: 2),
      named: "trailing")
    assertSnapshot(
      of: Text(words).multilineTextAlignment(.center), as: .frame(width: 7, height: 2),
      named: "center")
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
    // Long enough to be compared eight bytes at a time, differing in each part: a
    // first word, a later word, the bytes after the last whole word.
    let long = "Sun 15:05 · Updated 5 min ago"
    #expect(Text(long) == Text(String(decoding: Array(long.utf8), as: UTF8.self)))
    for position in [0, 7, 8, 15, 16, long.utf8.count - 1] {
      var bytes = Array(long.utf8)
      bytes[position] ^= 0x01
      #expect(Text(long) != Text(String(decoding: bytes, as: UTF8.self)), "byte \(position)")
    }
  }

  /// A node for `view`, built as a renderer would, to ask for sizes directly.
  private func measure<V: View>(_ view: V) -> Node {
    let renderer = Renderer()
    _ = renderer.render(view, width: 0, height: 0)
    return renderer.rootNode.children[0]
  }
}
