/// The frame a pass draws into, seen through a moving origin and clip rectangle.
///
/// Each node draws in its own coordinates, with `(0, 0)` at its top-left; the canvas
/// translates to the frame's coordinates and drops every write outside the clip, which
/// is how a child is confined to the rectangle its parent gave it.
///
/// A canvas also gathers what a pass learns while drawing: the cells drawn and the key
/// bindings of the views that are visible.
struct Canvas {
  /// The frame being drawn.
  var frame: Frame
  /// Where the current region's `(0, 0)` lies in the frame.
  private(set) var origin: Point
  /// The cells the current region may write, in frame coordinates.
  private(set) var clip: Rect
  /// The pass this canvas draws for, or `nil` when drawing outside a renderer.
  let pass: RenderPass?
  /// The number of glyph cells drawn (not copied from a cached frame).
  var cellsDrawn = 0
  /// The key bindings of the views drawn so far, in drawing order.
  var keyBindings: [KeyBinding] = []
  /// The runs of cells drawn on this canvas, in frame coordinates, when the pass
  /// records them (see ``Renderer/updatedRegions``).
  var updatedRegions: [Rect] = []

  /// What marks cut text: the pass's mark, or "…" outside a renderer.
  var truncationMark: Glyph { pass?.truncationMark ?? .ellipsis }

  /// A canvas over `frame` whose region's `(0, 0)` lies at `origin` in the frame.
  init(frame: Frame, origin: Point = .zero, pass: RenderPass? = nil) {
    self.frame = frame
    self.origin = origin
    self.clip = frame.bounds
    self.pass = pass
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

  /// The part of `rect` (in current coordinates) that the clip lets through, in
  /// `rect`'s own coordinates.
  func visiblePart(of rect: Rect) -> Rect {
    let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
    return clip.intersection(absolute).offsetBy(dx: -absolute.minX, dy: -absolute.minY)
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
      cellsDrawn += 1
      if pass?.recordsUpdates == true { noteDrawn(at: point, width: 1) }
    } else {
      frame.put(glyph, clusters: clusters, x: point.x, y: point.y)
      cellsDrawn += glyph.width
      if pass?.recordsUpdates == true { noteDrawn(at: point, width: glyph.width) }
    }
  }

  /// Adds a drawn glyph to ``updatedRegions``, extending the last run when the glyph
  /// continues it, so a line of text is one rectangle.
  private mutating func noteDrawn(at point: Point, width: Int) {
    if let last = updatedRegions.last, last.minY == point.y, last.size.height == 1,
      last.maxX == point.x
    {
      updatedRegions[updatedRegions.count - 1] = Rect(
        x: last.minX, y: last.minY, width: last.size.width + width, height: 1)
    } else {
      updatedRegions.append(Rect(x: point.x, y: point.y, width: width, height: 1))
    }
  }

  /// Fills `rect` (in current coordinates) with a single-column glyph.
  mutating func fill(_ rect: Rect, with glyph: Glyph) {
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX { put(glyph, clusters: [], x: x, y: y) }
    }
  }

  /// Adds the runs drawn on a layer just composited at `point` (in current
  /// coordinates) to this canvas's ``updatedRegions``.
  mutating func noteDrawn(_ regions: [Rect], at point: Point) {
    for region in regions {
      updatedRegions.append(region.offsetBy(dx: origin.x + point.x, dy: origin.y + point.y))
    }
  }

  /// Lays a frame drawn earlier over the canvas with its top-left at `point` (in current
  /// coordinates); see `Frame.composite(_:atX:y:)`.
  ///
  /// The caller passes only the part of a drawing that was visible, so nothing falls
  /// outside the clip.
  mutating func composite(_ layer: Frame, at point: Point) {
    frame.composite(layer, atX: origin.x + point.x, y: origin.y + point.y)
  }
}
