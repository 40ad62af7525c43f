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
///
/// The properties that building and measuring touch on every node are
/// `@exclusivity(unchecked)`: Swift otherwise checks each access to a class's stored
/// property at run time (a thread-local access set, about 10% of a cold pass), and the
/// engine never accesses a node's property while another access to it is in progress
/// (a layout measures a node's children, never the node itself).
class Node {
  /// The identity among siblings.
  final let key: NodeKey
  /// The node this one is a child of; `nil` above the root view.
  ///
  /// `unowned`, not `weak`: a parent holds its children, so it outlives them, and a weak
  /// reference would give every parent a side table (an allocation), sending each
  /// retain and release of it through the runtime's slow path (7% of a one-row update of
  /// a 1,000-row list).
  final unowned var parent: Node?
  /// The axis of the stack this node is laid out in, if any: it decides, for example,
  /// which way a ``Spacer`` grows and a ``Divider`` runs.
  @exclusivity(unchecked) final var axis: Axis?
  /// The children, in layout order.
  @exclusivity(unchecked) final var children: [Node] = []
  /// How this node sizes and draws itself and its children.
  @exclusivity(unchecked) final var layout: any NodeLayout = StackedContent()
  /// How eagerly a stack should give this node space; see ``View/layoutPriority(_:)``.
  @exclusivity(unchecked) private(set) final var layoutPriority: Double = 0
  /// Whether a stack should give this node only the space content leaves.
  @exclusivity(unchecked) private(set) final var fillsRemainingSpace = false
  /// Sizes already measured for this node's current content, per proposal.
  @exclusivity(unchecked) private final var measured = MeasureCache()
  /// Where a stack laid out as this node put its children at the proposal it measured
  /// last, so that drawing at that proposal reuses them; forgotten with the sizes.
  @exclusivity(unchecked) final var stackPlacements: StackPlacements?

  /// Whether this node keeps the frame it draws. Views with a body do: they are the
  /// units people write and the ones worth skipping. Primitives draw straight into their
  /// parent's frame from layouts they already keep.
  final let keepsDrawing: Bool
  /// The last frame this node drew, while its content is unchanged.
  final var drawing: Drawing?
  /// The one child whose frame is this node's, when this node's content is exactly one
  /// view that keeps its own drawing (a container whose body is its view): this node
  /// then keeps no frame of its own, only where it was drawn, since a copy of its
  /// child's frame would hold the same cells. Worked out when the content changes.
  @exclusivity(unchecked) private(set) final var drawsThrough: Node?

  /// Something the last evaluation read (through Observation) has changed since.
  @exclusivity(unchecked) final var isInvalidated = false
  /// Some node below is invalidated, so a pass must walk down to it even through nodes
  /// whose values are unchanged.
  @exclusivity(unchecked) final var hasInvalidatedDescendant = false
  /// Counts evaluations, so that a change reported for an older one is ignored.
  @exclusivity(unchecked) final var generation = 0
  /// The pass that last reached this node while building the tree, and what it did.
  @exclusivity(unchecked) final var visit = Visit(pass: 0, outcome: .reused)
  /// What ends the Observation registrations of this node's evaluations, when its view
  /// type reads observable state; released with the node, which ends them.
  final var observationLease: ObservationLease?

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
    if let child = drawsThrough, let otherChild = other.drawsThrough {
      return child.drawsDifferently(from: otherChild)
    }
    guard let drawing, let otherDrawing = other.drawing else { return false }
    return drawing.frame != otherDrawing.frame
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
  /// content changes. A proposal the layout answers as it answers another
  /// (``NodeLayout/equivalentProposal(to:node:)``) takes that one's answer: a child
  /// whose size cannot change along its stack is measured once, not at each probe.
  final func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let size = measured.size(for: proposal) { return size }
    return measure(proposal)
  }

  /// Measures `proposal` for the first time, or takes its equivalent's size.
  private final func measure(_ proposal: ProposedSize) -> Size {
    let layout = self.layout  // one copy of the existential for both calls
    let equivalent = layout.equivalentProposal(to: proposal, node: self)
    if equivalent != proposal, let size = measured.size(for: equivalent) {
      measured.record(size, for: proposal)
      return size
    }
    let size = layout.sizeThatFits(proposal, node: self)
    measured.record(size, for: proposal)
    if equivalent != proposal { measured.record(size, for: equivalent) }
    return size
  }

  /// Draws this node into `rect` (in the canvas's coordinates), clipped to it; `rect`'s
  /// size is what the node chose for `proposal`.
  ///
  /// A node that keeps its drawing copies it when it was drawn for the same size,
  /// proposal and visible part, and otherwise draws into a fresh transparent layer that
  /// it keeps for next time.
  ///
  /// A node that draws through its only child (``drawsThrough``) keeps just the
  /// placement: reused, it has the child copy its frame, uncounted, because the pass did
  /// not reach the child; otherwise it has the child draw as that child would anyway.
  /// The output, the counts, the trace and the key bindings are those of a node with a
  /// frame of its own; only the copy is saved.
  final func draw(
    in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize, countsReuse: Bool = true
  ) {
    guard keepsDrawing, let pass = canvas.pass, pass.memoizes else {
      canvas.withRegion(rect) { canvas in
        layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
      }
      return
    }
    let visible = canvas.visiblePart(of: rect)
    guard !visible.isEmpty else { return }
    let placement = Drawing.Placement(size: rect.size, proposal: proposal, visible: visible)
    if let child = drawsThrough {
      let isReused = drawing?.placement == placement
      if !isReused {
        pass.willRedraw(self, replacing: drawing?.placement, with: placement)
        drawing = Drawing(placement: placement, frame: Frame(size: .zero), keyBindings: [])
      } else if countsReuse {
        pass.didReuseDrawing(of: self)
      }
      child.draw(in: &canvas, at: rect, proposal: proposal, countsReuse: !isReused)
      return
    }
    if let drawing, drawing.placement == placement {
      if countsReuse { pass.didReuseDrawing(of: self) }
    } else {
      pass.willRedraw(self, replacing: drawing?.placement, with: placement)
      var layer = Canvas(
        frame: .layer(size: visible.size), origin: Point(x: -visible.minX, y: -visible.minY),
        pass: pass)
      layout.draw(in: &layer, size: rect.size, proposal: proposal, node: self)
      canvas.cellsDrawn += layer.cellsDrawn
      drawing = Drawing(placement: placement, frame: layer.frame, keyBindings: layer.keyBindings)
      canvas.noteDrawn(
        layer.updatedRegions, at: Point(x: rect.minX + visible.minX, y: rect.minY + visible.minY))
    }
    guard let drawing else { return }
    canvas.composite(
      drawing.frame, at: Point(x: rect.minX + visible.minX, y: rect.minY + visible.minY))
    canvas.keyBindings.append(contentsOf: drawing.keyBindings)
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
    stackPlacements = nil
    drawing = nil
    drawsThrough =
      keepsDrawing && children.count == 1 && children[0].keepsDrawing
        && layout is StackedContent ? children[0] : nil
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

  /// A frame a node drew, and where it was drawn.
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
    /// The visible part, drawn on a transparent layer.
    var frame: Frame
    /// The key bindings of the views drawn in it, in drawing order.
    var keyBindings: [KeyBinding]
  }
}
