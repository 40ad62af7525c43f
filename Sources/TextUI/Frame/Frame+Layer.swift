/// Layers and rows: what a renderer needs beyond drawing glyphs.
///
/// A pass draws into one frame: the rows it found changed are blanked and drawn again
/// whole, the others stay as the last frame had them. The gating check still draws a
/// reused view apart, to compare it with a fresh one; a view may leave cells undrawn (a
/// short text in a wide slot), so such a frame starts *transparent*.
extension Frame {
  /// Creates a frame whose every cell is transparent.
  static func layer(size: Size) -> Frame {
    Frame(size: size, filledWith: .transparent)
  }

  /// Sets every cell of `rows` to a blank, before they are drawn again whole.
  mutating func blank(rows: Range<Int>) {
    let lower = max(rows.lowerBound, 0) * width
    let upper = min(rows.upperBound, height) * width
    guard lower < upper else { return }
    cells.replaceSubrange(lower..<upper, with: repeatElement(.blank, count: upper - lower))
  }
}
