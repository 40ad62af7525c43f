import Testing

@testable import TextUI

/// The walk that only records counts a text's line from its width, without going
/// through its glyphs (`Canvas.countsInstead(ofPutting:x:y:)`), where putting them
/// would write no cell; a renderer that keeps updated regions still counts glyph by
/// glyph. Both must count the same cells.
@MainActor
struct CountedCellsTests {
  /// Random trees (wide, zero-width and combining glyphs, tabs, wrapping, truncation,
  /// frames that clip) through random steps: counting by width gives the frame and the
  /// statistics that counting glyph by glyph gives.
  @Test func countingALineByItsWidthCountsWhatPuttingItsGlyphsCounts() {
    let (seed, steps) = (RenderPropertyTests.seed, RenderPropertyTests.steps)
    checkRandomCases(400, seed: seed, steps: steps, maximumFailures: 3) {
      let (byWidth, byGlyph) = (Renderer(), Renderer())
      byGlyph.recordsUpdatedRegions = true
      return { view, size, _ in
        let frame = byWidth.render(view, size: size)
        let reference = byGlyph.render(view, size: size)
        guard frame != reference || byWidth.statistics != byGlyph.statistics else {
          return nil
        }
        return "by width: \(byWidth.statistics)\nby glyph: \(byGlyph.statistics)"
      }
    }
  }

  /// A wide glyph cut by the clip is drawn, and counted, as one blank cell: a line
  /// wider than its clip is counted glyph by glyph, not by its width (2 here).
  @Test func aLineCutByItsClipIsCountedGlyphByGlyph() {
    let renderer = Renderer()
    _ = renderer.render(Text("東").frame(width: 1), width: 1, height: 1)
    let frame = renderer.render(Text("京").frame(width: 1), width: 1, height: 1)
    #expect(frame.rows == [" "])
    #expect(renderer.statistics.nodesEvaluated == 2)  // the frame (its text changed), the text
    #expect(renderer.statistics.cellsDrawn == 1)  // the blank of the cut "京"
  }
}
