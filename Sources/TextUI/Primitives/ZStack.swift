/// Layers views on top of each other, later views in front.
///
/// Every child is offered the stack's proposal; the stack takes the largest width and
/// the largest height they choose, and places each child by `alignment`.
public struct ZStack<Content: View>: View {
  /// Where children smaller than the stack sit.
  public var alignment: Alignment
  /// The layers, back to front.
  public var content: Content

  /// Creates layers from the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// `Never`: a `ZStack` is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: makes the layers outside any stack axis (a ``Spacer`` in one grows both
  /// ways) and draws each over the ones before it.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    children.axis = nil
    Content._makeNodes(view.content, into: &children)
    return _Layout(LayersLayout(alignment: view.alignment))
  }
}

/// Children drawn on top of each other: the layout of ``ZStack``.
struct LayersLayout: NodeLayout, Equatable {
  var alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    node.children.reduce(Size.zero) { size, child in
      let childSize = child.sizeThatFits(proposal)
      return Size(
        width: max(size.width, childSize.width), height: max(size.height, childSize.height))
    }
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    for child in node.children {
      let childSize = child.sizeThatFits(proposal)
      let origin = alignment.offset(placing: childSize, in: size)
      child.draw(in: &canvas, at: Rect(origin: origin, size: childSize), proposal: proposal)
    }
  }

  func layoutPriority(of node: Node) -> Double { 0 }
}
