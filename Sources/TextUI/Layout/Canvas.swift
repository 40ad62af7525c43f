/// The frame a pass draws into, seen through a moving origin and clip rectangle.
///
/// Each node draws in its own coordinates, with `(0, 0)` at its top-left; the canvas
/// translates to the frame's coordinates and drops every write outside the clip, which
/// is how a child is confined to the rectangle its parent gave it.
///
/// A pass draws in up to two walks over the same canvas (see ``Renderer``), and the
/// canvas says what each does with a glyph:
/// - the *recording* walk counts the glyphs the views drawn anew put down, notes where
///   (``updatedRegions``) and gathers the key bindings of the visible views;
/// - the *painting* walk writes cells, only in ``paintRows``: the rows whose content may
///   differ from the last frame. The rest of the frame is left as it was.
/// A first pass (or one at a new size) does both in one walk, painting every row.
struct Canvas {
  /// The frame being drawn.
  var frame: Frame
  /// Where the current region's `(0, 0)` lies in the frame.
  private(set) var origin: Point
  /// The cells the current region may write, in frame coordinates.
  private(set) var clip: Rect
  /// The pass this canvas draws for, or `nil` when drawing outside a renderer.
  let pass: RenderPass?
  /// The rows (in frame coordinates) where glyphs are written; empty while recording only.
  var paintRows: Range<Int>
  /// Whether glyphs are counted and key bindings gathered: on in the walk that follows
  /// the pass's outcomes, off while painting what that walk decided.
  var records: Bool
  /// Whether glyphs drawn now are counted (``cellsDrawn``, ``updatedRegions``) while
  /// recording: off inside a view whose body did not run and whose layout and place
  /// are as they were last drawn (see `Node.draw(in:at:proposal:)`), whose own cells
  /// are therefore the ones already in the frame; on again inside any view evaluated
  /// anew.
  var countsDrawing = true
  /// Whether the node whose layout draws now is placed as it was last drawn and keeps
  /// the layout it drew with, so that each of its children is placed as it was last
  /// drawn too (see `Node.draw(in:at:proposal:)`); set by that node around its layout's
  /// drawing, in the walk that records.
  var placesChildrenAsDrawn = false
  /// The pass whose walk passes over the children drawn now, reusing each one that is
  /// unchanged where it is without working out its place (see
  /// `Node.reuseInPlace(in:passingOverIn:)`); `nil` when they must be placed.
  ///
  /// They can be passed over in the walk that only records (nothing is painted), with
  /// memoisation on, when the node drawing them places its children as they were last
  /// drawn (``placesChildrenAsDrawn``). None of that changes while a node draws its
  /// children, so a stack asks once, not once a row.
  var passOverChildren: RenderPass? {
    guard records, placesChildrenAsDrawn, paintRows.isEmpty, let pass, pass.memoizes else {
      return nil
    }
    return pass
  }
  /// The number of glyph cells drawn by views drawn anew (not by reused ones).
  var cellsDrawn = 0
  /// The key bindings of the views drawn so far: one list per view that declares some,
  /// in drawing order, each in the order its view declared them.
  ///
  /// Lists, not bindings: a view's list is shared, never copied binding by binding, so
  /// a reused view announces what it kept for one reference count per list, and the
  /// renderer sees at the end whether the lists are the last pass's (see
  /// `Renderer.keyBindings`).
  var keyBindingLists: [[KeyBinding]] = []
  /// The runs of cells drawn on this canvas, in frame coordinates, when the pass
  /// records them (see ``Renderer/updatedRegions``).
  var updatedRegions: [Rect] = []
  /// The style the enclosing views asked for (see ``withStyle(_:_:)``), and its index
  /// in the frame's style table: what every glyph drawn now is drawn in.
  private(set) var style = Style.plain
  private var styleIndex: UInt16 = 0
  /// Whether the next run drawn starts a new region rather than extending the last one:
  /// set where a view that keeps its own outcome starts drawing, so regions break where
  /// views do.
  private var startsNewRegion = false

  /// What marks cut text: the pass's mark, the one given, or "…".
  let truncationMark: Glyph

  /// A canvas over `frame` that paints every row and records, as a first pass does;
  /// cut text is marked with `truncationMark`, or else the pass's mark.
  init(frame: Frame, pass: RenderPass? = nil, truncationMark: Glyph? = nil) {
    self.init(
      frame: frame, pass: pass, paintRows: 0..<frame.height, records: true,
      truncationMark: truncationMark)
  }

  /// A canvas over `frame` that writes only in `paintRows` and records when `records`.
  init(
    frame: Frame, pass: RenderPass?, paintRows: Range<Int>, records: Bool,
    truncationMark: Glyph? = nil
  ) {
    self.frame = frame
    self.origin = .zero
    self.clip = frame.bounds
    self.pass = pass
    self.paintRows = paintRows
    self.records = records
    self.truncationMark = truncationMark ?? pass?.truncationMark ?? .ellipsis
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

  /// Where `point` (in current coordinates) lies in the frame.
  func absolute(_ point: Point) -> Point {
    Point(x: origin.x + point.x, y: origin.y + point.y)
  }

  /// Whether painting `rect` (in current coordinates) would write any cell: whether it
  /// meets a painted row. A view that does not is skipped whole.
  func paints(_ rect: Rect) -> Bool {
    let top = origin.y + rect.minY
    return top < paintRows.upperBound && top + rect.size.height > paintRows.lowerBound
  }

  /// Whether `rect` (in current coordinates) lies wholly below the painted rows, as
  /// does everything under it.
  func liesBelowPaintedRows(_ rect: Rect) -> Bool {
    origin.y + rect.minY >= paintRows.upperBound
  }

  /// Runs `body` with `inner` applied to the current style (see ``Style/applying(_:)``):
  /// how a style modifier's request reaches everything drawn inside it.
  mutating func withStyle(_ inner: Style, _ body: (inout Canvas) -> Void) {
    let savedStyle = style
    let savedIndex = styleIndex
    style = style.applying(inner)
    styleIndex = frame.styles.intern(style)
    body(&self)
    style = savedStyle
    styleIndex = savedIndex
  }

  /// Runs `body` with recording off: how a reused view's cells are painted without
  /// being counted as drawn.
  mutating func withoutRecording(_ body: (inout Canvas) -> Void) {
    let saved = records
    records = false
    body(&self)
    records = saved
  }

  /// Where ``updatedRegions`` stood when a view started drawing; see ``beginRegion()``.
  struct RegionMark {
    fileprivate var count: Int
    fileprivate var startedNew: Bool
  }

  /// Marks that the next glyph drawn starts a region of its own: regions break where a
  /// view drawn anew starts, so they never merge a view's first run into what was drawn
  /// before it. ``endRegion(_:)`` undoes the mark if the view drew nothing.
  mutating func beginRegion() -> RegionMark {
    defer { startsNewRegion = true }
    return RegionMark(count: updatedRegions.count, startedNew: startsNewRegion)
  }

  /// Ends what ``beginRegion()`` started.
  mutating func endRegion(_ mark: RegionMark) {
    if updatedRegions.count == mark.count { startsNewRegion = mark.startedNew }
  }

  /// Adds the key bindings of a visible view, in the order it declared them, when
  /// recording.
  mutating func register(_ bindings: [KeyBinding]) {
    if records && !bindings.isEmpty { keyBindingLists.append(bindings) }
  }

  /// Adds the lists a reused view kept (its own and those of the views it drew), when
  /// recording.
  mutating func register(lists: [[KeyBinding]]) {
    // Most views announce none: appending nothing still costs a call per reused view.
    if records && !lists.isEmpty { keyBindingLists.append(contentsOf: lists) }
  }

  /// Whether putting a run of glyphs `width` cells wide at `(x, y)` (current
  /// coordinates) would write no cell; if so, counts them as ``put(_:clusters:x:y:)``
  /// would, glyph by glyph, and the caller leaves the glyphs alone.
  ///
  /// That is so when the row is not painted now and the run is either not counted or
  /// wholly visible (and no ``updatedRegions`` are kept): then its width is what
  /// putting it would count. The walk that only records thus counts a text's line from
  /// its width, and the walk that paints passes over the lines of a text it does not
  /// paint, without going through their glyphs.
  mutating func countsInstead(ofPutting width: Int, x: Int, y: Int) -> Bool {
    let point = Point(x: origin.x + x, y: origin.y + y)
    guard !paintRows.contains(point.y) else { return false }
    guard records && countsDrawing else { return true }
    guard pass?.recordsUpdates != true, point.y >= clip.minY, point.y < clip.maxY,
      point.x >= clip.minX, point.x + width <= clip.maxX
    else { return false }
    cellsDrawn += width
    return true
  }

  /// Draws a glyph at `(x, y)` in current coordinates.
  ///
  /// A wide glyph whose right half falls outside the clip is drawn as a space, so a
  /// clipped region never holds half a glyph.
  mutating func put(_ glyph: Glyph, clusters: [[UInt8]], x: Int, y: Int) {
    let point = Point(x: origin.x + x, y: origin.y + y)
    guard clip.contains(point) else { return }
    let isCut = glyph.width == 2 && point.x + 1 >= clip.maxX
    let drawn = isCut ? Glyph.space : glyph
    if paintRows.contains(point.y) {
      frame.put(drawn, clusters: isCut ? [] : clusters, x: point.x, y: point.y, style: styleIndex)
    }
    guard records && countsDrawing else { return }
    cellsDrawn += drawn.width
    if pass?.recordsUpdates == true { noteDrawn(at: point, width: drawn.width) }
  }

  /// Adds a drawn glyph to ``updatedRegions``, extending the last run when the glyph
  /// continues it, so a line of text is one rectangle.
  private mutating func noteDrawn(at point: Point, width: Int) {
    if !startsNewRegion, let last = updatedRegions.last, last.minY == point.y,
      last.size.height == 1, last.maxX == point.x
    {
      updatedRegions[updatedRegions.count - 1] = Rect(
        x: last.minX, y: last.minY, width: last.size.width + width, height: 1)
    } else {
      updatedRegions.append(Rect(x: point.x, y: point.y, width: width, height: 1))
    }
    startsNewRegion = false
  }

  /// Fills `rect` (in current coordinates) with a single-column glyph.
  ///
  /// Cell by cell this is ``put(_:clusters:x:y:)`` for each cell of `rect`; it visits
  /// only the cells the clip keeps, on the rows being painted (a border's side may run
  /// a thousand rows past the frame), unless each drawn cell must be noted for
  /// ``Renderer/updatedRegions``.
  mutating func fill(_ rect: Rect, with glyph: Glyph) {
    let visible = clip.intersection(rect.offsetBy(dx: origin.x, dy: origin.y))
    guard !visible.isEmpty else { return }
    if records && countsDrawing && pass?.recordsUpdates == true {
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX { put(glyph, clusters: [], x: x, y: y) }
      }
      return
    }
    let top = max(visible.minY, paintRows.lowerBound)
    let bottom = min(visible.maxY, paintRows.upperBound)
    for y in top..<max(top, bottom) {
      for x in visible.minX..<visible.maxX {
        frame.put(glyph, clusters: [], x: x, y: y, style: styleIndex)
      }
    }
    if records && countsDrawing { cellsDrawn += visible.size.width * visible.size.height }
  }
}
