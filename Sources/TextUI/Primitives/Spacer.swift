/// Empty space that grows along its stack's axis.
///
/// In an ``HStack`` a spacer takes the columns nobody else wants (at least
/// `minLength`); in a ``VStack``, the rows. Outside a stack it grows both ways. A stack
/// serves its content before its spacers, so a spacer never squeezes text; several
/// spacers share what is left equally, remainders going to the first.
public struct Spacer: View {
  /// The least space the spacer takes along its axis.
  public var minLength: Int

  /// Creates a spacer.
  public init(minLength: Int = 0) {
    self.minLength = max(0, minLength)
  }

  /// `Never`: a spacer is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: a spacer has no children; its layout grows along the stack around it
  /// and draws nothing.
  @MainActor public static func _resolve(_ view: Spacer, children: inout _ChildList) -> _Layout {
    _Layout(SpacerLayout(minLength: view.minLength))
  }
}

struct SpacerLayout: NodeLayout, Equatable {
  var minLength: Int

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    func grow(_ offered: Int?) -> Int { max(minLength, offered ?? minLength) }
    guard let axis = node.axis else {
      return Size(width: grow(proposal.width), height: grow(proposal.height))
    }
    return Size(along: grow(proposal.along(axis)), across: 0, axis: axis)
  }

  /// In a stack, only the proposal along the stack matters: a spacer is never deep.
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    equivalentProposal(to: proposal, of: node)
  }

  func equivalentProposal<N: LayoutNode>(to proposal: ProposedSize, of node: N) -> ProposedSize {
    guard let axis = node.axis else { return proposal }
    return ProposedSize(along: proposal.along(axis), across: nil, axis: axis)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {}

  func layoutPriority(of node: Node) -> Double { 0 }

  func fillsRemainingSpace(_ node: Node) -> Bool { true }
}
