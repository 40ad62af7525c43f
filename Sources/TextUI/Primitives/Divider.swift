/// A line that separates content: horizontal (`─`) in a ``VStack`` or on its own,
/// vertical (`│`) in an ``HStack``.
///
/// A divider is one cell thick and stretches across its stack. It draws the lines of a
/// ``BorderStyle``, so `Divider(.ascii)` draws `-` and `|`.
public struct Divider: View {
  /// Whose lines the divider draws.
  public var style: BorderStyle

  /// Creates a divider drawn with the lines of `style`.
  public init(_ style: BorderStyle = .single) {
    self.style = style
  }

  /// `Never`: a divider is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: a divider has no children; its layout fills its rectangle with the
  /// line that runs across the stack around it (horizontal outside a stack).
  @MainActor public static func _resolve(_ view: Divider, children: inout _ChildList) -> _Layout {
    _Layout(DividerLayout(style: view.style))
  }
}

struct DividerLayout: NodeLayout {
  var style: BorderStyle

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    node.axis == .horizontal
      ? Size(width: 1, height: proposal.height ?? 1)
      : Size(width: proposal.width ?? 1, height: 1)
  }

  /// A divider is one cell thick whatever it is offered that way.
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    equivalentProposal(to: proposal, of: node)
  }

  func equivalentProposal<N: LayoutNode>(to proposal: ProposedSize, of node: N) -> ProposedSize {
    node.axis == .horizontal
      ? ProposedSize(width: nil, height: proposal.height)
      : ProposedSize(width: proposal.width, height: nil)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    let characters = style.characters
    let line = Glyph(code: node.axis == .horizontal ? characters[5] : characters[4], width: 1)
    canvas.fill(Rect(origin: .zero, size: size), with: line)
  }

  func layoutPriority(of node: Node) -> Double { 0 }
}
