import Testing

@testable import TextUI

@Suite struct FrameTests {
  @Test func startsBlankWithExactlyWidthTimesHeightCells() {
    let frame = Frame(width: 3, height: 2)
    #expect(frame.cells.count == 6)
    #expect(frame.text() == "   \n   ")
  }

  @Test func clampsNegativeAndHugeDimensions() {
    #expect(Frame(width: -5, height: 3).size == Size(width: 0, height: 3))
    #expect(Frame(width: 2, height: -1).cells.isEmpty)
    let huge = Frame(width: 1_000_000, height: 1)
    #expect(huge.width == Frame.maximumDimension)
    #expect(huge.cells.count == Frame.maximumDimension)
  }

  @Test func wideGlyphOccupiesLeadAndContinuationCells() {
    var frame = Frame(width: 4, height: 1)
    frame.put("東", x: 1, y: 0)
    #expect(frame.cell(x: 2, y: 0) == .continuation)
    #expect(frame[1, 0] == "東")
    #expect(frame[2, 0] == "")
    #expect(frame.text() == " 東 ")
  }

  @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
    var frame = Frame(width: 4, height: 1)
    frame.put("東", x: 0, y: 0)
    frame.put("a", x: 1, y: 0)
    #expect(frame.text() == " a  ")
  }

  @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
    var frame = Frame(width: 4, height: 1)
    frame.put("東", x: 1, y: 0)
    frame.put("b", x: 1, y: 0)
    #expect(frame.text() == " b  ")
    #expect(frame.cell(x: 2, y: 0) == .blank)
  }

  @Test func wideGlyphOverlappingAnotherWideGlyphBlanksItsOrphanedHalf() {
    var frame = Frame(width: 5, height: 1)
    frame.put("東", x: 0, y: 0)
    frame.put("京", x: 2, y: 0)
    frame.put("語", x: 1, y: 0)  // covers the right half of 東 and the left half of 京
    #expect(frame.text() == " 語  ")
  }

  @Test func wideGlyphStraddlingTheRightEdgeBecomesASpace() {
    var frame = Frame(width: 3, height: 1)
    frame.write("ab東", x: 0, y: 0)
    #expect(frame.text() == "ab ")
    #expect(!frame.cells.contains(.continuation))
  }

  @Test func aClusterCutAtTheEdgeIsNotPooled() {
    var frame = Frame(width: 1, height: 1)
    frame.put("👍🏽", x: 0, y: 0)
    #expect(frame.text() == " ")
    #expect(frame.pool.isEmpty)
  }

  @Test func writesOutsideTheFrameAreIgnored() {
    var frame = Frame(width: 2, height: 1)
    frame.put("x", x: -1, y: 0)
    frame.put("x", x: 2, y: 0)
    frame.put("x", x: 0, y: 1)
    #expect(frame.text() == "  ")
  }

  @Test func controlsAreNeverWrittenRaw() {
    var frame = Frame(width: 4, height: 1)
    frame.put("\u{1B}", x: 0, y: 0)
    frame.put("\u{7F}", x: 1, y: 0)
    frame.put("\u{9B}", x: 2, y: 0)
    frame.put("\u{200B}", x: 3, y: 0)  // draws nothing: the cell stays blank
    #expect(frame.text() == "␛␡� ")
  }

  @Test func textCanTrimTrailingSpacesPerRow() {
    var frame = Frame(width: 5, height: 2)
    frame.write("ab", x: 0, y: 0)
    frame.write("東", x: 1, y: 1)
    #expect(frame.text(trimmingTrailingSpaces: true) == "ab\n 東")
    #expect(frame.rows == ["ab   ", " 東  "])
  }

  @Test func utf8IsTheTextsBytes() {
    var frame = Frame(width: 6, height: 2)
    frame.write("\u{E9}👍🏽x", x: 0, y: 0)
    frame.write("e\u{301}🇯🇵", x: 1, y: 1)
    #expect(frame.utf8() == Array(frame.text().utf8))
    #expect(frame.utf8(trimmingTrailingSpaces: true) == Array("\u{E9}👍🏽x\n e\u{301}🇯🇵".utf8))
  }

  @Test func canonicallyEquivalentGraphemesAreDifferentFrames() {
    var precomposed = Frame(width: 1, height: 1)
    precomposed.put("\u{E9}", x: 0, y: 0)
    var decomposed = Frame(width: 1, height: 1)
    decomposed.put("e\u{301}", x: 0, y: 0)
    #expect(precomposed.text() == decomposed.text())  // String == folds them…
    #expect(precomposed != decomposed)  // …frames compare bytes.
  }

  @Test func equalityIgnoresTheOrderClustersWerePooledIn() {
    var first = Frame(width: 4, height: 1)
    first.put("👍🏽", x: 0, y: 0)
    first.put("🇯🇵", x: 2, y: 0)
    var second = Frame(width: 4, height: 1)
    second.put("🇯🇵", x: 2, y: 0)
    second.put("👍🏽", x: 0, y: 0)
    #expect(first.cells != second.cells)
    #expect(first == second)
    second.put("🇫🇷", x: 2, y: 0)
    #expect(first != second)
  }

  @Test func framesOfDifferentSizesDiffer() {
    #expect(Frame(width: 2, height: 3) != Frame(width: 3, height: 2))
    #expect(Frame(width: 0, height: 0) == Frame(width: 0, height: 0))
  }
}
