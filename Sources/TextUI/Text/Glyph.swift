/// A grapheme cluster made ready to draw: the content of one cell and its width.
///
/// A glyph is plain data (eight bytes), so a shaped line of text is a flat array.
/// Single-scalar graphemes are stored inline; a multi-scalar cluster is tagged with
/// ``Cell/clusterTag`` and refers to the cluster table of the text that shaped it.
struct Glyph: Hashable, Sendable {
  /// A scalar value, or `Cell.clusterTag | index` into the owner's cluster table.
  var code: UInt32
  /// The number of columns: 1 or 2, never 0 (zero-width graphemes are resolved while
  /// shaping).
  var width: Int

  /// A space.
  static let space = Glyph(code: 0x20, width: 1)
  /// The ellipsis that marks truncated text.
  static let ellipsis = Glyph(code: 0x2026, width: 1)

  /// Whether this glyph is a space, where word wrapping may break a line.
  var isSpace: Bool { code == 0x20 }
}

extension Frame {
  /// Draws a glyph whose cluster, if any, is looked up in `clusters`, in the style at
  /// `style` (an index into the frame's ``Frame/styles``).
  mutating func put(_ glyph: Glyph, clusters: [[UInt8]], x: Int, y: Int, style: UInt16 = 0) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    guard glyph.width == 1 || x + 1 < width else {
      // Checked before interning, so a cluster that is not drawn never enters the pool.
      put(raw: Cell.blank.rawValue, width: 1, x: x, y: y, style: style)
      return
    }
    if glyph.code & Cell.clusterTag != 0 {
      let index = pool.intern(clusters[Int(glyph.code & ~Cell.clusterTag)])
      put(raw: Cell(clusterIndex: index).rawValue, width: glyph.width, x: x, y: y, style: style)
    } else {
      put(raw: glyph.code, width: glyph.width, x: x, y: y, style: style)
    }
  }
}
