/// The frame a pass draws into, seen through a moving origin and clip rectangle.
///
/// Each node draws in its own coordinates, with `(0, 0)` at its top-left; the canvas
/// translates to the frame's coordinates and drops every write outside the clip, which
/// is how a child is confined to the rectangle its parent gave it.
///
/// A canvas also gathers what a pass learns while drawing: the cells drawn and the key
/// bindings of the views that are visible. A renderer walks its tree twice over a
/// canvas (see ``Mode``): once to place it, once to write the rows that changed.
struct Canvas {
  /// What drawing on a canvas does.
  enum Mode {
    /// Writes cells and counts them: drawing outside a renderer, or with memoisation
    /// off.
    case drawing
    /// Writes nothing; counts the cells views would draw, gathers key bindings and lets
    /// nodes compare where they are with where they were (`Node.place`).
    case placing
    /// Writes and counts nothing: nodes only note where a reused subtree now lies.
    case moving
    /// Writes cells and counts nothing: the rows placing found changed.
    case writing
  }

  /// The frame being drawn (empty while placing).
  var frame: Frame
  /// What drawing does.
  let mode: Mode
  /// Where the current region's `(0, 0)` lies in the frame.
  private(set) var origin: Point
  /// The cells the current region may write, in frame coordinates.
  private(set) var clip: Rect
  /// The pass this canvas draws for, or `nil` when drawing outside a renderer.
  let pass: RenderPass?
  /// The number of glyph cells drawn by views that were not reused.
  var cellsDrawn = 0
  /// The key bindings of the views drawn so far, in drawing order.
  var keyBindings: [KeyBinding] = []
  /// The runs of cells drawn on this canvas, in frame coordinates, when the pass
  /// records them (see ``Renderer/updatedRegions``).
  var updatedRegions: [Rect] = []
  /// The first run a new glyph may extend: a view that keeps its drawing starts its runs
  /// afresh, as it did when it drew on a layer of its own.
  var regionsFloor = 0

  /// What marks cut text: the pass's mark, or "…" outside a renderer.
  var truncationMark: Glyph { pass?.truncationMark ?? .ellipsis }

  /// A canvas over `frame` whose region's `(0, 0)` lies at `origin` in the frame.
  init(frame: Frame, origin: Point = .zero, pass: RenderPass? = nil, mode: Mode = .drawing) {
    self.frame = frame
    self.origin = origin
    self.clip = frame.bounds
    self.pass = pass
    self.mode = mode
  }

  /// A canvas that places a tree in a frame of `size` without writing a cell.
  init(placingIn size: Size, pass: RenderPass) {
    self.frame = Frame(width: 0, height: 0)
    self.origin = .zero
    self.clip = Rect(origin: .zero, size: size)
    self.pass = pass
    self.mode = .placing
  }

  /// A canvas at `canvas`'s origin and clip that only notes where nodes lie.
  init(moving canvas: Canvas) {
    self.frame = Frame(width: 0, height: 0)
    self.origin = canvas.origin
    self.clip = canvas.clip
    self.pass = canvas.pass
    self.mode = .moving
  }

  /// Lets writes reach only `rect` of the frame (at the top level, between two walks).
  mutating func restrict(to rect: Rect) {
    origin = .zero
    clip = frame.bounds.intersection(rect)
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
    let clipped = glyph.width == 2 && point.x + 1 >= clip.maxX
    switch mode {
    case .drawing, .writing:
      if clipped {
        frame.put(.space, clusters: [], x: point.x, y: point.y)
      } else {
        frame.put(glyph, clusters: clusters, x: point.x, y: point.y)
      }
      guard mode == .drawing else { return }
    case .placing: break
    case .moving: return
    }
    let width = clipped ? 1 : glyph.width
    cellsDrawn += width
    if pass?.recordsUpdates == true { noteDrawn(at: point, width: width) }
  }

  /// Adds a drawn glyph to ``updatedRegions``, extending the last run when the glyph
  /// continues it, so a line of text is one rectangle.
  private mutating func noteDrawn(at point: Point, width: Int) {
    if updatedRegions.count > regionsFloor, let last = updatedRegions.last,
      last.minY == point.y, last.size.height == 1, last.maxX == point.x
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
}
