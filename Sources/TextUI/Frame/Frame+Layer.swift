/// Layers: frames drawn apart and then laid over another frame.
///
/// The renderer keeps the frame each view with a body drew, so that when the view comes
/// back unchanged its frame is copied instead of drawn again. A view may leave cells
/// undrawn (a short text in a wide slot, an overlay over part of its base), and what is
/// beneath must show through them, so such frames start *transparent*.
extension Frame {
  /// Creates a frame whose every cell is transparent.
  static func layer(size: Size) -> Frame {
    Frame(size: size, filledWith: .transparent)
  }

  /// Draws `layer` with its top-left at `(x, y)`, leaving the cells beneath its
  /// transparent ones as they are, and returns the number of cells copied.
  ///
  /// Each opaque cell is written as if drawn here, so the wide-glyph rules hold:
  /// covering half of a wide glyph beneath blanks its other half, and a pooled cluster is
  /// re-interned in this frame's pool. The layer must lie inside this frame (the
  /// renderer keeps only the visible part of a drawing).
  ///
  /// A pooled cluster's code is an index into its own frame's pool, so the layer's
  /// clusters are interned here once, before copying, and each pooled cell's code is
  /// rewritten as it is copied: one table lookup, not a shaping per cell.
  ///
  /// Opaque cells are copied a run at a time. Writing a run cell by cell can only
  /// disturb a wide glyph beneath at the run's two ends (inside the run, each cell's
  /// write already blanked the orphan its predecessor would have left), so the first
  /// cell is written by the rules, the rest are copied as they are, and the cell just
  /// past the run loses its left half if it was a wide glyph's right half.
  @discardableResult
  mutating func composite(_ layer: Frame, atX x: Int, y: Int) -> Int {
    precondition(
      x >= 0 && y >= 0 && x + layer.width <= width && y + layer.height <= height,
      "a layer must lie inside the frame it is composited onto")
    let clusterIndices = layer.pool.isEmpty ? [] : layer.pool.clusters.map { pool.intern($0) }
    let frameWidth = width
    let layerWidth = layer.width
    let transparent = Cell.transparent
    var copied = 0
    cells.withUnsafeMutableBufferPointer { target in
      layer.cells.withUnsafeBufferPointer { source in
        for row in 0..<layer.height {
          let from = row * layerWidth
          let to = (y + row) * frameWidth + x
          var start = 0
          while start < layerWidth {
            guard source[from + start] != transparent else {
              start += 1
              continue
            }
            var end = start + 1
            while end < layerWidth && source[from + end] != transparent { end += 1 }
            Frame.write(
              source[from + start], remapping: clusterIndices, into: target, at: to + start,
              x: x + start, width: frameWidth)
            if end - start > 1 {
              Frame.copy(
                from: source.baseAddress! + from + start + 1, count: end - start - 1,
                remapping: clusterIndices, to: target.baseAddress! + to + start + 1)
            }
            if x + end < frameWidth && target[to + end].isContinuation {
              target[to + end] = .blank  // its lead was just overwritten
            }
            copied += end - start
            start = end
          }
        }
      }
    }
    return copied
  }

  /// Writes one cell of a layer at `index` (column `x` of a row `width` cells wide),
  /// blanking the other half of any wide glyph it covers half of.
  private static func write(
    _ cell: Cell, remapping clusterIndices: [Int], into target: UnsafeMutableBufferPointer<Cell>,
    at index: Int, x: Int, width: Int
  ) {
    var cell = cell
    if cell.isPooled { cell = Cell(clusterIndex: clusterIndices[cell.clusterIndex]) }
    if cell.isContinuation {
      // The right half of the wide glyph whose lead was just written: what it covers
      // may be the lead of another wide glyph, whose right half goes.
      if x + 1 < width && target[index + 1].isContinuation { target[index + 1] = .blank }
    } else {
      Frame.detachWideNeighbours(in: target, at: index, x: x, width: width)
    }
    target[index] = cell
  }

  /// Copies `count` opaque cells, rewriting pooled clusters' codes when the layer has any.
  private static func copy(
    from source: UnsafePointer<Cell>, count: Int, remapping clusterIndices: [Int],
    to target: UnsafeMutablePointer<Cell>
  ) {
    guard !clusterIndices.isEmpty else {
      target.update(from: source, count: count)
      return
    }
    for offset in 0..<count {
      let cell = source[offset]
      target[offset] = cell.isPooled ? Cell(clusterIndex: clusterIndices[cell.clusterIndex]) : cell
    }
  }
}
