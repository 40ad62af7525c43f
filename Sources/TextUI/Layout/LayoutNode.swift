/// What a layout asks of the node it lays out and of that node's children: the one
/// interface through which both engines run the same layout code.
///
/// Each layout (stacks, padding, frames, text, …) is written once, generic over this
/// protocol, so that the two engines cannot disagree about where a cell goes:
/// - the retained engine's ``Node`` answers from its fields and its measure cache, and
///   reuses what it drew before (``reuseInPlace(in:passingOverIn:)``);
/// - the store a first pass lowers views into (`StoreNode`, see `ViewStore`) answers
///   from its records, and never has anything to reuse.
///
/// Generic, not an existential: each engine's calls are specialised for its node type,
/// so neither pays for the other.
protocol LayoutNode {
  /// The node's children, in layout order.
  associatedtype Children: RandomAccessCollection
  where Children.Element: LayoutNode, Children.Index == Int

  /// The children, in layout order.
  var children: Children { get }
  /// The axis of the stack the node is laid out in, if any: it decides which way a
  /// ``Spacer`` grows and a ``Divider`` runs.
  var axis: Axis? { get }
  /// How eagerly a stack gives this node space (see ``View/layoutPriority(_:)``).
  var layoutPriority: Double { get }
  /// Whether a stack gives this node only the space content leaves, as a ``Spacer``.
  var fillsRemainingSpace: Bool { get }

  /// The size the node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize) -> Size

  /// Draws the node into `rect` (in the canvas's coordinates), clipped to it; `rect`'s
  /// size is what the node chose for `proposal`.
  func draw(in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize)

  /// Reuses the node where it was last drawn, when it can be without working out its
  /// place; returns whether it was. A stack asks before placing each child. Only the
  /// retained engine ever has anything to reuse.
  func reuseInPlace(in canvas: inout Canvas, passingOverIn pass: RenderPass?) -> Bool

  /// Calls `body` with what `stack`, laid out as this node, offers each child and the
  /// size each chooses at `proposal`: kept by a node drawn again at the proposal it was
  /// drawn at, worked out anew in scratch space by one drawn once.
  func withChildPlacements<Result>(
    for proposal: ProposedSize, in stack: StackLayout,
    _ body: (UnsafeBufferPointer<Placement>) -> Result
  ) -> Result
}

extension LayoutNode {
  /// Whether this node's ideal size along `axes` fits `proposal`: what
  /// ``ViewThatFits`` asks of an alternative whose layout has no sooner answer.
  func fitsAtIdealSize(_ proposal: ProposedSize, along axes: Axis.Set) -> Bool {
    let ideal = ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    let size = sizeThatFits(ideal)
    let fitsAcross = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .max)
    let fitsDown = !axes.contains(.vertical) || size.height <= (proposal.height ?? .max)
    return fitsAcross && fitsDown
  }
}

extension Node: LayoutNode {
  // `TextUI.Placement`: inside `Node`, `Placement` names `Node.Placement`.
  func withChildPlacements<Result>(
    for proposal: ProposedSize, in stack: StackLayout,
    _ body: (UnsafeBufferPointer<TextUI.Placement>) -> Result
  ) -> Result {
    stack.placements(for: proposal, node: self).withUnsafeBufferPointer(body)
  }
}
