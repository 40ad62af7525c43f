import TestSupport
import Testing

@testable import TextUI

/// `Frame.composite` copies runs of opaque cells at once; it must leave exactly what
/// writing the layer cell by cell leaves, wide glyphs and pooled clusters included.
@Suite struct LayerCompositeTests {
  static let seed: UInt64 = 0x00C0_4905

  /// Graphemes a random frame is drawn from: narrow, wide, pooled (narrow and wide).
  static let graphemes: [Character] = ["a", "─", "東", "Ａ", "e\u{301}", "👍🏽", "🇯🇵", " "]

  /// A random frame (or transparent layer) of `size`, drawn with overlapping writes so
  /// that wide glyphs are cut and covered.
  static func randomFrame(
    _ size: Size, layer: Bool, using random: inout SeededGenerator
  ) -> Frame {
    var frame = layer ? Frame.layer(size: size) : Frame(size: size)
    for _ in 0..<(size.width * size.height) {
      let x = Int.random(in: 0..<size.width, using: &random)
      let y = Int.random(in: 0..<size.height, using: &random)
      frame.put(graphemes.randomElement(using: &random)!, x: x, y: y)
    }
    if layer {  // punch transparent holes, keeping wide glyphs whole
      for _ in 0..<(size.width * size.height / 3) {
        let x = Int.random(in: 0..<size.width, using: &random)
        let y = Int.random(in: 0..<size.height, using: &random)
        let index = y * size.width + x
        guard !frame.cells[index].isContinuation else { continue }
        if x + 1 < size.width && frame.cells[index + 1].isContinuation {
          frame.cells[index + 1] = .transparent
        }
        frame.cells[index] = .transparent
      }
    }
    return frame
  }

  /// The cell-by-cell composite the run copy replaced, kept as the specification.
  static func reference(_ layer: Frame, onto frame: Frame, x: Int, y: Int) -> Frame {
    var frame = frame
    let clusterIndices = layer.pool.clusters.map { frame.pool.intern($0) }
    for row in 0..<layer.height {
      for column in 0..<layer.width {
        var cell = layer.cells[row * layer.width + column]
        if cell == .transparent { continue }
        if cell.isPooled { cell = Cell(clusterIndex: clusterIndices[cell.clusterIndex]) }
        let index = (y + row) * frame.width + x + column
        if cell.isContinuation {
          if x + column + 1 < frame.width && frame.cells[index + 1].isContinuation {
            frame.cells[index + 1] = .blank
          }
          frame.cells[index] = cell
        } else {
          frame.cells.withUnsafeMutableBufferPointer { cells in
            Frame.detachWideNeighbours(in: cells, at: index, x: x + column, width: frame.width)
          }
          frame.cells[index] = cell
        }
      }
    }
    return frame
  }

  @Test func copyingRunsEqualsWritingEachCell() {
    var random = SeededGenerator(seed: Self.seed)
    for index in 0..<3_000 {
      let size = Size(
        width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...4, using: &random)
      )
      let layerSize = Size(
        width: Int.random(in: 1...size.width, using: &random),
        height: Int.random(in: 1...size.height, using: &random))
      let x = Int.random(in: 0...(size.width - layerSize.width), using: &random)
      let y = Int.random(in: 0...(size.height - layerSize.height), using: &random)
      let target = Self.randomFrame(size, layer: Bool.random(using: &random), using: &random)
      let layer = Self.randomFrame(layerSize, layer: true, using: &random)
      var composited = target
      let copied = composited.composite(layer, atX: x, y: y)
      let expected = Self.reference(layer, onto: target, x: x, y: y)
      let context = "seed \(Self.seed) case \(index): \(layerSize) at (\(x), \(y)) on \(size)"
      #expect(composited.cells == expected.cells, "\(context)")
      #expect(composited.pool == expected.pool, "\(context)")
      #expect(copied == layer.cells.filter { $0 != .transparent }.count, "\(context)")
    }
  }
}
