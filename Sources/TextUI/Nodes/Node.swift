/// One view's place in the rendered tree, kept from pass to pass.
///
/// The renderer turns a view tree into a tree of nodes. A node is identified by its
/// ``NodeKey`` within its parent; when the next pass produces a view with the same key,
/// the same node receives it, so everything the node remembers carries over: its view
/// value (to compare the next one with), its measured sizes per proposal, the frame it
/// drew, and whether anything it observed has changed since.
///
/// `Node` holds what every node has; ``ViewNode`` adds the typed view value, so comparing
/// an old value with a new one is a generic `==`, never an existential cast.
///
/// Only building the tree (which evaluates bodies) is main-actor isolated. Measuring and
/// drawing are plain synchronous code on data the renderer owns, so they carry no actor
/// isolation and pay for no isolation checks in the hot loops of layout.
class Node {
  /// The identity among siblings.
  final let key: NodeKey
  /// The node this one is a child of; `nil` above the root view.
  final weak var parent: Node?
  /// The axis of the stack this node is laid out in, if any: it decides, for example,
  /// which way a ``Spacer`` grows and a ``Divider`` runs.
  final var axis: Axis?
  /// The children, in layout order.
  final var children: [Node] = []
  /// How this node sizes and draws itself and its children.
  final var layout: any NodeLayout = StackedContent()
  /// How eagerly a stack should give this node space; see ``View/layoutPriority(_:)``.
  private(set) final var layoutPriority: Double = 0
  /// Whether a stack should give this node only the space content leaves.
  private(set) final var fillsRemainingSpace = false
  /// Sizes already measured for this node's current content, per proposal.
  private final var measured = MeasureCache()

  /// Whether this node keeps the frame it draws. Views with a body do: they are the
  /// units people write and the ones worth skipping. Primitives draw straight into their
  /// parent's frame from layouts they already keep.
  final let keepsDrawing: Bool
  /// How this node last drew, while its content is unchanged (nodes that keep drawings).
  final var drawing: Drawing?
  /// Where this node lies in the last frame, while it is drawn there.
  final var placed: Placed?
  /// The last pass whose placing walk reached this node.
  final var drawnInPass = 0

  /// Something the last evaluation read (through Observation) has changed since.
  final var isInvalidated = false
  /// Some node below is invalidated, so a pass must walk down to it even through nodes
  /// whose values are unchanged.
  final var hasInvalidatedDescendant = false
  /// Counts evaluations, so that a change reported for an older one is ignored.
  final var generation = 0
  /// The pass that last reached this node while building the tree, and what it did.
  final var visit = Visit(pass: 0, outcome: .reused)

  init(key: NodeKey, axis: Axis?, keepsDrawing: Bool = false) {
    self.key = key
    self.axis = axis
    self.keepsDrawing = keepsDrawing
  }

  /// Brings this node up to date for `pass` with the value it already has, walking down
  /// to invalidated descendants; returns whether its content changed. Overridden by
  /// ``ViewNode``.
  @MainActor func refresh(in pass: RenderPass) -> Bool { false }

  /// The view's name in a render trace.
  var traceName: String { "Root" }
  /// Whether the view is one of the engine's (a stack, a modifier, `Text`) rather than
  /// one the app declares; the compact trace folds these into their owner.
  var isEngineView: Bool { true }

  // MARK: For the gating check (overridden by ViewNode)

  /// The view's type, as Swift spells it.
  var typeName: String { "Root" }
  /// The view's stored fields.
  var fieldNames: [String] { [] }
  /// The fields in which this node's value differs from `other`'s, as a trace shows them.
  func differences(from other: Node) -> [String] { [] }
  /// Whether this node's drawing (or, when either has none, its value) differs from
  /// `other`'s.
  func drawsDifferently(from other: Node) -> Bool {
    guard let layer = drawnLayer(), let otherLayer = other.drawnLayer() else { return false }
    return layer != otherLayer
  }

  /// Marks this node invalidated and its ancestors as leading to it.
  final func invalidate() {
    isInvalidated = true
    var ancestor = parent
    while let node = ancestor, !node.hasInvalidatedDescendant {
      node.hasInvalidatedDescendant = true
      ancestor = node.parent
    }
  }

  /// The size this node chooses for `proposal`.
  ///
  /// Measuring is pure for a given content, and stacks measure each child several times
  /// (at its minimum, its maximum and its share), so answers are cached until the
  /// content changes.
  final func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let size = measured[proposal] { return size }
    let size = layout.sizeThatFits(proposal, node: self)
    measured[proposal] = size
    return size
  }

  /// Draws this node into `rect` (in the canvas's coordinates), clipped to it; `rect`'s
  /// size is what the node chose for `proposal`.
  ///
  /// Only a renderer's placing walk does more than lay the node out (``place(in:at:proposal:pass:)``);
  /// every other walk, and the rows it found changed, draw straight into one frame.
  final func draw(in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize) {
    switch canvas.mode {
    case .drawing, .writing:
      canvas.withRegion(rect) { canvas in
        layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
      }
    case .placing:
      guard let pass = canvas.pass else { return }
      place(in: &canvas, at: rect, proposal: proposal, pass: pass)
    case .moving:
      let visible = canvas.visiblePart(of: rect)
      guard !visible.isEmpty, let pass = canvas.pass else { return }
      placed = Placed(
        rect: rect.offsetBy(dx: canvas.origin.x, dy: canvas.origin.y), proposal: proposal,
        visible: visible)
      drawnInPass = pass.number
      canvas.withRegion(rect) { canvas in
        layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
      }
    }
  }

  /// The placing walk: decides, without writing a cell, which rows of the last frame
  /// this node's cells may have changed in, and records what a pass reports (the trace,
  /// the cells drawn, ``Renderer/updatedRegions``, the key bindings).
  ///
  /// A node that keeps its drawing and comes back with the same content, size, proposal
  /// and visible part is *reused*: its subtree is not walked, its cells stay where they
  /// are in the last frame, and its kept key bindings are taken as they are. When it
  /// moved, the rows it left and the rows it reaches are marked, and its subtree is walked
  /// silently (``Canvas/Mode/moving``) so that every node in it knows where it now lies.
  /// A node whose own value changed, or that moved, marks the rows it covered and covers;
  /// one that is unchanged, or changed only below, marks nothing itself: a layout's own
  /// cells depend only on its value, size and proposal (see `NodeLayout`). A child that
  /// was drawn last time and is not now marks the rows it covered.
  private func place(
    in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize, pass: RenderPass
  ) {
    let visible = canvas.visiblePart(of: rect)
    guard !visible.isEmpty else { return }
    let now = Placed(
      rect: rect.offsetBy(dx: canvas.origin.x, dy: canvas.origin.y), proposal: proposal,
      visible: visible)
    drawnInPass = pass.number
    let placement = Drawing.Placement(size: rect.size, proposal: proposal, visible: visible)
    if keepsDrawing {
      if let drawing, drawing.placement == placement {
        pass.didReuseDrawing(of: self)
        canvas.keyBindings.append(contentsOf: drawing.keyBindings)
        if placed != now { move(in: &canvas, to: rect, now: now, pass: pass) }
        return
      }
      pass.willRedraw(self, replacing: drawing?.placement, with: placement)
    }
    if placed != now || (visit.pass == pass.number && visit.outcome == .evaluated) {
      pass.damage(placed)
      pass.damage(now)
    }
    placed = now
    let bindings = canvas.keyBindings.count
    let floor = canvas.regionsFloor
    if keepsDrawing { canvas.regionsFloor = canvas.updatedRegions.count }
    canvas.withRegion(rect) { canvas in
      layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
    }
    canvas.regionsFloor = floor
    for child in children where child.drawnInPass != pass.number && child.placed != nil {
      pass.damage(child.placed)
      child.placed = nil
    }
    if keepsDrawing {
      drawing = Drawing(
        placement: placement, keyBindings: Array(canvas.keyBindings[bindings...]))
    }
  }

  /// Marks the rows a reused node left and reaches, and notes where each node of its
  /// subtree now lies, drawing and recording nothing.
  private func move(in canvas: inout Canvas, to rect: Rect, now: Placed, pass: RenderPass) {
    pass.damage(placed)
    pass.damage(now)
    placed = now
    var moving = Canvas(moving: canvas)
    moving.withRegion(rect) { canvas in
      layout.draw(in: &canvas, size: rect.size, proposal: now.proposal, node: self)
    }
  }

  /// Draws the visible part of this node, as it last drew it, on a transparent layer:
  /// what the gating check compares. `nil` when the node keeps no drawing.
  final func drawnLayer() -> Frame? {
    guard let placement = drawing?.placement else { return nil }
    let visible = placement.visible
    var layer = Canvas(
      frame: .layer(size: visible.size), origin: Point(x: -visible.minX, y: -visible.minY))
    layout.draw(in: &layer, size: placement.size, proposal: placement.proposal, node: self)
    return layer.frame
  }

  /// Forgets measurements and drawings and records what stacks ask of this node on every
  /// measurement (its priority, whether it is a spacer).
  ///
  /// Call it after the children are built, because both answers come from the content
  /// below, and again whenever any descendant's content changes.
  final func contentDidChange() {
    layoutPriority = layout.layoutPriority(of: self)
    fillsRemainingSpace = layout.fillsRemainingSpace(self)
    measured.removeAll()
    drawing = nil
  }
}

extension Node {
  /// What a pass did with a node while building the tree.
  struct Visit {
    enum Outcome {
      /// The body (or a primitive's layout) was evaluated anew.
      case evaluated
      /// The value was unchanged but something below changed, so it is drawn again.
      case redrawn
      /// The value was unchanged and nothing below changed: its subtree was skipped.
      case reused
    }

    /// The number of the pass.
    var pass: Int
    var outcome: Outcome
  }

  /// Where a node lies in the last frame: the rows its cells may occupy there.
  struct Placed: Equatable {
    /// The node's rectangle, in frame coordinates.
    var rect: Rect
    /// The proposal it chose its size for.
    var proposal: ProposedSize
    /// The part of it that was not clipped away, in its own coordinates.
    var visible: Rect

    /// The frame rows its visible part covers.
    var rows: Range<Int> { rect.minY + visible.minY..<rect.minY + visible.maxY }
  }

  /// How a node that keeps its drawing last drew: what lets a pass leave its cells where
  /// they are.
  struct Drawing {
    /// What the frame depends on besides the node's content.
    struct Placement: Equatable {
      /// The node's size.
      var size: Size
      /// The proposal the node chose `size` for: its layout places children by it.
      var proposal: ProposedSize
      /// The part of the node that was not clipped away, in its own coordinates.
      var visible: Rect
    }

    var placement: Placement
    /// The key bindings of the views drawn in it, in drawing order.
    var keyBindings: [KeyBinding]
  }
}
