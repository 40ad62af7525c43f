/// One view's place in the rendered tree, kept from pass to pass.
///
/// The renderer turns a view tree into a tree of nodes. A node is identified by its
/// ``NodeKey`` within its parent; when the next pass produces a view with the same key,
/// the same node receives it, so everything the node remembers carries over: its view
/// value (to compare the next one with), its measured sizes per proposal, where it was
/// drawn, and whether anything it observed has changed since.
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
/// engine never accesses a node's property while another access to it is in progress:
/// a layout measures a node's children, never the node itself, and reads its own node's
/// properties only between those calls. (A lazy stack builds its items while it is
/// measured and then sets its own node's `children`; no access to them is open then.)
class Node {
  /// The identity among siblings.
  final let key: NodeKey
  /// The node this one is a child of; `nil` above the root view.
  ///
  /// `unowned`, not `weak`: a parent holds its children, so it outlives them, and a weak
  /// reference would give every parent a side table (an allocation), sending each
  /// retain and release of it through the runtime's slow path (7% of a one-row update of
  /// a 1,000-row list).
  @exclusivity(unchecked) final unowned var parent: Node?
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
  /// Whether ``measured`` holds sizes measured before the content last changed, which
  /// hold only if measuring the new content gives each proposal the same answer: the
  /// parent checks (``keptItsSizes(in:)``); any other use forgets them.
  @exclusivity(unchecked) private final var measurementsUnverified = false
  /// Whether the last change of content changed the node's priority or whether it is a
  /// spacer: what a parent stack reads of it besides sizes.
  @exclusivity(unchecked) private final var changedWhatStacksAsk = false
  /// Where a stack laid out as this node put its children at the proposal it measured
  /// last, so that drawing at that proposal reuses them; forgotten with the sizes.
  @exclusivity(unchecked) final var stackPlacements: StackPlacements?

  /// Whether this node is one of the units whose outcome a pass decides and a trace
  /// reports as drawn or reused: views with a body. They are the units people write and
  /// the ones worth skipping. Primitives are drawn as part of the nearest such view.
  final let keepsDrawing: Bool
  /// Where and how this node was last drawn, while its content is unchanged: a pass
  /// that places it alike reuses what it drew (see ``draw(in:at:proposal:)``). Cleared
  /// when the content changes. Only views with a body keep one.
  @exclusivity(unchecked) final var drawnPlacement: Placement?
  /// The key-binding lists of the views this node drew, in drawing order (see
  /// `Canvas.keyBindingLists`), while ``drawnPlacement`` holds: a reused node announces
  /// them without being drawn.
  @exclusivity(unchecked) final var drawnKeyBindingLists: [[KeyBinding]] = []
  /// The size and proposal this node was last drawn at, whatever its content, and
  /// where: its top-left relative to its parent's. The pass compares them with the new
  /// ones to find the rows whose cells may have changed.
  @exclusivity(unchecked) final var lastPlacement: Placement?
  @exclusivity(unchecked) final var offset = Point.zero
  /// Whether this node's last evaluation changed the cells it draws itself, or which
  /// children it draws (see ``NodeLayout/drawsSameCells(as:)``).
  @exclusivity(unchecked) final var ownCellsChanged = true
  /// Whether the order of this node's children changed in this pass: the same views
  /// drawn in another order may overlap differently, so the node is painted whole.
  @exclusivity(unchecked) final var childrenReordered = false
  /// Where this node was drawn in this pass, in the frame; meaningful only for nodes the
  /// pass reached while drawing (their children read it to record their `offset`).
  @exclusivity(unchecked) final var origin = Point.zero
  /// Whether the sizes and placements this node's layout used when it was last drawn
  /// still hold: nothing it measured has been forgotten since. Placed as it was then,
  /// it places each child as it was then.
  @exclusivity(unchecked) final var keepsLayoutAsDrawn = false
  /// Whether this node kept a drawing (``drawnPlacement``) made where it was last
  /// placed (``lastPlacement``): set where either changes, so that the walk past the
  /// unchanged rows of a long list tests one flag per row (see `reuseInPlace`).
  @exclusivity(unchecked) final var isDrawnAsLastPlaced = false

  /// Something the last evaluation read (through Observation) has changed since.
  @exclusivity(unchecked) final var isInvalidated = false
  /// The parent handed over a value in this pass that is not `==` the one the node
  /// holds, or handed one over uncompared (see ``ViewNode``'s `receive`): the node is
  /// evaluated with it.
  @exclusivity(unchecked) final var hasIncoming = false
  /// The value handed over was kept without being compared, because this node is a
  /// container compared through its children (``comparesThroughChildren``): evaluating
  /// it decides whether it changed.
  @exclusivity(unchecked) final var hasIncomingUncompared = false
  /// Whether this node's view holds nothing but its layout's parameters and the views it
  /// contains (``NodeLayout/holdsEveryParameterOfItsView``), as learned at its last
  /// evaluation: then a value handed over is not compared whole, and the node compares
  /// its children where they land instead (see ``ViewNode``'s `receive`).
  @exclusivity(unchecked) final var comparesThroughChildren = false
  /// Some node below is invalidated, so a pass must walk down to it even through nodes
  /// whose values are unchanged.
  @exclusivity(unchecked) final var hasInvalidatedDescendant = false
  /// Counts evaluations, so that a change reported for an older one is ignored.
  @exclusivity(unchecked) final var generation = 0
  /// The pass that last reached this node while building the tree, and what it did.
  @exclusivity(unchecked) final var visit = Visit(pass: 0, outcome: .reused)
  /// What ends the Observation registrations of this node's evaluations, when its view
  /// type reads observable state; released with the node, which ends them.
  @exclusivity(unchecked) final var observationLease: ObservationLease?

  init(key: NodeKey, axis: Axis?, keepsDrawing: Bool = false) {
    self.key = key
    self.axis = axis
    self.keepsDrawing = keepsDrawing
  }

  /// Whether this node's key is that of a view of `type` at `steps` and `ids`: `==`
  /// without making the other key, reading the fields in place. The type first, the
  /// cheapest to tell apart.
  final func isKeyed(at steps: NodeKey.Steps, _ ids: NodeKey.ElementIDs, type: ObjectIdentifier)
    -> Bool
  {
    key.type == type && key.steps == steps && key.ids == ids
  }

  /// Brings this node up to date for `pass`; returns whether its content changed.
  ///
  /// This is where a pass decides whether a view is evaluated again. A node is evaluated
  /// when it is new, when the pass does not memoise, when something its last evaluation
  /// observed has changed (gate 2), or when its parent handed it a value that is not
  /// `==` the one it holds (gate 1, applied at hand-over: see ``ViewNode``'s `receive`).
  /// Otherwise a node that leads to an invalidated one walks down to it, and any other
  /// is reused.
  ///
  /// Decided on what every node has, before the view's type is reached: an unchanged row
  /// of a long list is passed at the cost of these tests, with no call into the
  /// generic code of its view type.
  @MainActor final func refresh(in pass: RenderPass) -> Bool {
    if generation == 0 || !pass.memoizes || isInvalidated || hasIncoming {
      hasIncoming = false  // the value handed over is the one evaluated
      visit = Visit(pass: pass.number, outcome: .evaluated)
      return evaluate(in: pass)
    }
    if hasInvalidatedDescendant { return refreshInvalidatedChildren(in: pass) }
    visit = Visit(pass: pass.number, outcome: .reused)
    pass.didReuse(self)
    return false
  }

  /// Forgets that the pass reached this node, as if it had not: what a container
  /// compared through its children does with the children it visited, once it finds
  /// that nothing in it changed. (Passes are numbered from 1.)
  final func forgetVisit() {
    visit.pass = 0
  }

  /// Evaluates the view again, once ``refresh(in:)`` has decided it must, recording why;
  /// returns whether its content changed (a container compared through its children may
  /// find that it did not). Overridden by ``ViewNode``; the root above the views has
  /// nothing to evaluate.
  @MainActor func evaluate(in pass: RenderPass) -> Bool { true }

  /// Walks down to the invalidated nodes below an unchanged value; the content changed
  /// if any of them did.
  @MainActor private final func refreshInvalidatedChildren(in pass: RenderPass) -> Bool {
    hasInvalidatedDescendant = false
    var changes = ChildChanges(keepsNodes: true)
    for (index, child) in children.enumerated()
    where child.isInvalidated || child.hasInvalidatedDescendant {
      if child.refresh(in: pass) { changes.noteChange(at: index) }
    }
    let changed = !changes.isEmpty
    visit = Visit(pass: pass.number, outcome: changed ? .redrawn : .reused)
    if changed {
      pass.didRedraw(self, because: .changedBelow)
      contentDidChange(replacing: layout, children: changes, in: pass)
    } else {
      pass.didReuse(self)
    }
    return changed
  }

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
  /// Whether the cells this node drew in `frame` (or, when either was not drawn, its
  /// value) differ from those `other` drew in `otherFrame`.
  func drawsDifferently(in frame: Frame, from other: Node, in otherFrame: Frame) -> Bool {
    guard let placement = drawnPlacement, let otherPlacement = other.drawnPlacement else {
      return false
    }
    let rect = placement.visible.offsetBy(dx: lastOrigin.x, dy: lastOrigin.y)
    let otherRect = otherPlacement.visible.offsetBy(
      dx: other.lastOrigin.x, dy: other.lastOrigin.y)
    return rect != otherRect || frame.graphemes(in: rect) != otherFrame.graphemes(in: otherRect)
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
    if measurementsUnverified { forgetMeasurements() }
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

  /// Forgets drawings and, unless `keepingMeasurements`, where a stack placed the
  /// children, marks the measurements unverified and records what stacks ask of this
  /// node on every measurement (its priority, whether it is a spacer).
  ///
  /// Call it after the children are built, because both answers come from the content
  /// below, and again whenever any descendant's content changes. Measurements are kept
  /// as they are when the node lays out alike with the same children and each of them
  /// kept its sizes (``contentDidChange(replacing:children:in:)`` decides). Otherwise they stay
  /// until the parent has asked whether the change kept them (``keptItsSizes(in:)``),
  /// and are forgotten if it does not ask.
  final func contentDidChange(keepingMeasurements: Bool = false) {
    let (priorityBefore, fillsBefore) = (layoutPriority, fillsRemainingSpace)
    let layout = self.layout  // one copy of the existential for both calls
    layoutPriority = layout.layoutPriority(of: self)
    fillsRemainingSpace = layout.fillsRemainingSpace(self)
    changedWhatStacksAsk =
      layoutPriority != priorityBefore || fillsRemainingSpace != fillsBefore
    drawnPlacement = nil
    isDrawnAsLastPlaced = false
    guard !keepingMeasurements else { return }
    measurementsUnverified = !measured.isEmpty
    stackPlacements = nil
    keepsLayoutAsDrawn = false
  }

  /// ``contentDidChange(keepingMeasurements:)`` for content that replaced `oldLayout`
  /// in `pass`, with children that changed as `changes` says, keeping the
  /// measurements when they still hold.
  final func contentDidChange(
    replacing oldLayout: any NodeLayout, children changes: ChildChanges, in pass: RenderPass
  ) {
    contentDidChange(
      keepingMeasurements: keepsMeasurements(replacing: oldLayout, children: changes, in: pass))
  }

  /// Whether this node's measurements still hold after its content changed in `pass`:
  /// it lays out as `oldLayout` did, its children are the nodes it had in the same
  /// order, and each of them that changed kept its sizes (the others were reused).
  ///
  /// Never in a pass without memoisation, which measures everything again.
  private final func keepsMeasurements(
    replacing oldLayout: any NodeLayout, children changes: ChildChanges, in pass: RenderPass
  ) -> Bool {
    guard pass.memoizes, changes.keepsNodes, layout.laysOutAlike(oldLayout) else {
      return false
    }
    for index in changes.changed where !children[index].keptItsSizes(in: pass) {
      return false
    }
    return true
  }

  /// Whether the parent's measurements of this node still hold in `pass`: its content
  /// did not change, or it changed without changing what stacks ask of it nor the size
  /// it gives any proposal it was measured at before (measured again now, without its
  /// kept answers; they are forgotten if any differs).
  ///
  /// A parent's measurements asked its children only for proposals the children then
  /// kept (every answer goes through ``sizeThatFits(_:)``), unless a child had to drop
  /// some for lack of room: then the answer is `false`.
  final func keptItsSizes(in pass: RenderPass) -> Bool {
    guard visit.pass == pass.number, visit.outcome != .reused else { return true }
    guard !changedWhatStacksAsk else { return false }
    guard measurementsUnverified else { return true }  // kept, or never measured
    measurementsUnverified = false
    let layout = self.layout
    let held =
      !measured.hasForgotten && measured.allSatisfy { layout.sizeThatFits($0, node: self) == $1 }
    if !held { forgetMeasurements() }
    return held
  }

  private final func forgetMeasurements() {
    measurementsUnverified = false
    measured.removeAll()
    keepsLayoutAsDrawn = false
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
}
