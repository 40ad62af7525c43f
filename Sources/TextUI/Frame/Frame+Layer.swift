/// Layers: frames drawn apart and then laid over another frame.
///
/// The renderer keeps the frame each view with a body drew, so that when the view comes
/// back unchanged its frame is copied instead of drawn again. A view may leave cells
/// undrawn (a short text in a wide slot, an overlay over part of its base), and what is
/// beneath must show through them, so such frames start *transparent*.
extension Frame {
  /// Creates a frame whose every cell is transparent.
  static func layer(size: Size) -> Frame {
    var frame = Frame(size: size)
    for index in frame.cells.indices { frame.cells[index] = .transparent }
    return frame
  }

  /// Draws `layer` with its top-left at `(x, y)`, leaving the cells beneath its
  /// transparent ones as they are, and returns the number of cells copied.
  ///
  /// Each opaque cell is written as if drawn here, so the wide-glyph rules hold:
  /// covering half of a wide glyph beneath blanks its other half, and a pooled cluster is
  /// re-interned in this frame's pool.
  @discardableResult
  mutating func composite(_ layer: Frame, atX x: Int, y: Int) -> Int {
    var copied = 0
    let clusters = layer.pool.clusters
    for row in 0..<layer.height {
      let start = row * layer.width
      var column = 0
      while column < layer.width {
        let cell = layer.cells[start + column]
        let isWide = column + 1 < layer.width && layer.cells[start + column + 1].isContinuation
        if cell != .transparent && !cell.isContinuation {
          let glyph = Glyph(code: cell.rawValue, width: isWide ? 2 : 1)
          put(glyph, clusters: clusters, x: x + column, y: y + row)
          copied += glyph.width
        }
        column += isWide ? 2 : 1
      }
    }
    return copied
  }
}
