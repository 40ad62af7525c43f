/// The frame a pass draws into, seen through a moving origin and clip rectangle.
///
/// Each node draws in its own coordinates, with `(0, 0)` at its top-left; the canvas
/// translates to the frame's coordinates and drops every write outside the clip, which
/// is how a child is confined to the rectangle its parent gave it.
struct Canvas {
  /// The frame being drawn.
  var frame: Frame
  /// Where the current region's `(0, 0)` lies in the frame.
  private(set) var origin = Point.zero
  /// The cells the current region may write, in frame coordinates.
  private(set) var clip: Rect

  init(frame: Frame) {
    self.frame = frame
    self.clip = frame.bounds
  }

  /// Runs `body` with the origin moved to `rect` (in current coordinates) and the clip
  /// narrowed to it.
  mutating func withRegion(_ rect: Rect, _ body: (inout Canvas) -> Void) {
    let savedOrigin = origin
    let savedClip = clip
    let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
    origin = absolute.origin
    clip = clip.intersection(absolute)
    if !clip.isEmpty { body(&self) }
    origin = savedOrigin
    clip = savedClip
  }

  /// Draws a glyph at `(x, y)` in current coordinates.
  ///
  /// A wide glyph whose right half falls outside the clip is drawn as a space, so a
  /// clipped region never holds half a glyph.
  mutating func put(_ glyph: Glyph, clusters: [[UInt8]], x: Int, y: Int) {
    let point = Point(x: origin.x + x, y: origin.y + y)
    guard clip.contains(point) else { return }
    if glyph.width == 2 && point.x + 1 >= clip.maxX {
      frame.put(.space, clusters: [], x: point.x, y: point.y)
    } else {
      frame.put(glyph, clusters: clusters, x: point.x, y: point.y)
    }
  }

  /// Fills `rect` (in current coordinates) with a single-column glyph.
  mutating func fill(_ rect: Rect, with glyph: Glyph) {
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX { put(glyph, clusters: [], x: x, y: y) }
    }
  }
}
