/// One view's place in the rendered tree, kept from pass to pass.
///
/// The renderer turns a view tree into a tree of nodes. A node is identified by its
/// ``NodeKey`` within its parent; when the next pass produces a view with the same key,
/// the same node receives it, so everything the node remembers (its measured sizes
/// today; its frame and observation tracking next) carries over.
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

  init(key: NodeKey, axis: Axis?) {
    self.key = key
    self.axis = axis
  }

  /// The size this node chooses for `proposal`.
  ///
  /// Measuring is pure for a given content, and stacks measure each child several times
  /// (at its minimum, its maximum and its share), so answers are cached until the
  /// content changes.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let size = measured[proposal] { return size }
    let size = layout.sizeThatFits(proposal, node: self)
    measured[proposal] = size
    return size
  }

  /// Draws this node into `rect` (in the canvas's coordinates), clipped to it; `rect`'s
  /// size is what the node chose for `proposal`.
  func draw(in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize) {
    canvas.withRegion(rect) { canvas in
      layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
    }
  }

  /// Forgets measurements and records what stacks ask of this node on every
  /// measurement (its priority, whether it is a spacer).
  ///
  /// Call it after the children are built, because both answers come from the content
  /// below, and again whenever any descendant's content changes.
  func contentDidChange() {
    layoutPriority = layout.layoutPriority(of: self)
    fillsRemainingSpace = layout.fillsRemainingSpace(self)
    measured.removeAll()
  }
}
