/// How a node sizes and draws itself and its children: the engine side of a primitive.
///
/// Every primitive view (``Text``, ``HStack``, ``View/padding(_:_:)``, …) resolves to
/// one of these. Implementations must be pure functions of their stored values and the
/// node's children, so measuring twice gives the same answer.
protocol NodeLayout {
  /// The size the node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size

  /// A proposal the node answers exactly as it answers `proposal`, with each dimension
  /// its size cannot depend on set to `nil`; by default `proposal` itself.
  ///
  /// A stack asks each child for its minimum, its maximum and its share. A child whose
  /// size cannot change along the stack (a one-line text's height, a fixed frame, a
  /// divider's thickness, a spacer's depth) gives the same answer to all three: mapped
  /// to one equivalent proposal, they are measured once (see ``Node/sizeThatFits(_:)``).
  /// An implementation must be exact: measuring at the result must give the same size.
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize

  /// Draws the node with its top-left at the canvas origin.
  ///
  /// `size` is what the node chose when offered `proposal`. Layouts place their
  /// children by re-deriving the proposals they measured them with, so drawing only
  /// ever reads measurements already made: what is drawn is what was measured.
  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node)

  /// How eagerly a stack gives this node space; by default that of its content.
  func layoutPriority(of node: Node) -> Double

  /// Whether the node is empty space that only takes what content leaves, as a
  /// ``Spacer`` does; by default, whether its content is.
  func fillsRemainingSpace(_ node: Node) -> Bool

  /// Whether the node fits `proposal` along `axes` at its ideal size there: the question
  /// ``ViewThatFits`` asks of each alternative.
  ///
  /// By default the node is measured at its ideal size along `axes` (the proposal's own
  /// dimension across them) and compared with the proposal. A layout that can answer
  /// sooner overrides it: a lazy stack of 10,000 items stops measuring at the first item
  /// past the proposal, where the ideal size would measure all of them.
  func fits(_ proposal: ProposedSize, along axes: Axis.Set, node: Node) -> Bool

  /// Whether a node drawn with this layout, replacing `old` at the same place and
  /// size, puts down exactly the cells `old` did apart from those its children draw,
  /// and draws the same children: then evaluating the node again changes no cell by
  /// itself, and only its children's own changes need painting (see `Node.draw`).
  /// By default `false`: a layout that does not say is painted whole when evaluated.
  func drawsSameCells(as old: any NodeLayout) -> Bool

  /// Whether this layout, replacing `old` on the same node with the same children each
  /// measuring as before, gives every proposal the same size and places the children
  /// alike: then the node keeps its measurements (see `NodeLayout+Resizing.swift`). By
  /// default `false`: a layout that does not say is measured again.
  func laysOutAlike(_ old: any NodeLayout) -> Bool

  /// Whether this layout holds every parameter of the view it comes from besides the
  /// views it contains: then that view is `==` another exactly when their layouts have
  /// the same parameters (``hasSameParameters(as:)``) and their contents are `==`, and
  /// its node compares the contents where they land, child by child (see
  /// `NodeLayout+Comparing.swift`). By default `false`.
  var holdsEveryParameterOfItsView: Bool { get }

  /// Whether `old` is a layout of this kind with the same parameters; asked only of a
  /// layout that ``holdsEveryParameterOfItsView``. By default `false`.
  func hasSameParameters(as old: any NodeLayout) -> Bool
}

extension NodeLayout {
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    proposal
  }

  func layoutPriority(of node: Node) -> Double {
    node.children.count == 1 ? node.children[0].layoutPriority : 0
  }

  func fillsRemainingSpace(_ node: Node) -> Bool {
    node.children.count == 1 && node.children[0].fillsRemainingSpace
  }

  func fits(_ proposal: ProposedSize, along axes: Axis.Set, node: Node) -> Bool {
    node.fitsAtIdealSize(proposal, along: axes)
  }

  func drawsSameCells(as old: any NodeLayout) -> Bool { false }

  func laysOutAlike(_ old: any NodeLayout) -> Bool { false }

  var holdsEveryParameterOfItsView: Bool { false }

  func hasSameParameters(as old: any NodeLayout) -> Bool { false }
}

extension NodeLayout {
  /// `old` as a layout of this one's type, or `nil` when it is of another kind: what a
  /// layout compares itself with to say whether it lays out or draws as `old` did.
  ///
  /// Not `old as? Self`, which asks the runtime's general cast (about 250 instructions,
  /// some 350 times in a pass that changes the units): two layouts of one kind need only
  /// their types compared, and a value whose type is `Self` is a `Self` as it is.
  func ofSameKind(_ old: any NodeLayout) -> Self? {
    func open<Old: NodeLayout>(_ old: Old) -> Self? {
      Old.self == Self.self ? unsafeBitCast(old, to: Self.self) : nil
    }
    return open(old)
  }

  /// Whether `old` is a layout of this one's type (``ofSameKind(_:)`` without the value).
  func isSameKind(as old: any NodeLayout) -> Bool {
    type(of: old) == Self.self
  }
}

/// A resolved layout, as returned by ``View/_resolve(_:children:)``. Engine type.
public struct _Layout {
  let base: any NodeLayout

  init(_ base: any NodeLayout) {
    self.base = base
  }
}
