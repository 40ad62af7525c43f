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
  @discardableResult
  mutating func composite(_ layer: Frame, atX x: Int, y: Int) -> Int {
    precondition(
      x >= 0 && y >= 0 && x + layer.width <= width && y + layer.height <= height,
      "a layer must lie inside the frame it is composited onto")
    let clusterIndices = layer.pool.clusters.map { pool.intern($0) }
    let frameWidth = width
    var copied = 0
    cells.withUnsafeMutableBufferPointer { target in
      layer.cells.withUnsafeBufferPointer { source in
        for row in 0..<layer.height {
          let from = row * layer.width
          let to = (y + row) * frameWidth + x
          for column in 0..<layer.width {
            var cell = source[from + column]
            if cell == .transparent { continue }
            if cell.isPooled { cell = Cell(clusterIndex: clusterIndices[cell.clusterIndex]) }
            let index = to + column
            if cell.isContinuation {
              // The right half of the wide glyph whose lead was just written: what it
              // covers may be the lead of another wide glyph, whose right half goes.
              if x + column + 1 < frameWidth && target[index + 1].isContinuation {
                target[index + 1] = .blank
              }
              target[index] = cell
            } else {
              Frame.detachWideNeighbours(in: target, at: index, x: x + column, width: frameWidth)
              target[index] = cell
            }
            copied += 1
          }
        }
      }
    }
    return copied
  }
}
