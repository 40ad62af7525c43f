/// A view with space kept clear around it; see ``View/padding(_:_:)``.
public struct Padded<Content: View>: View {
  /// The padded view.
  public var content: Content
  /// The space on each side.
  public var insets: EdgeInsets

  /// `Never`: a padded view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: lays the content out inside the insets.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(PaddingLayout(insets: view.insets))
  }
}

extension View {
  /// Keeps `length` cells clear on the given edges.
  ///
  /// The content is offered the proposal minus the padding, and the padded view is its
  /// size plus the padding. Negative lengths are treated as zero.
  public func padding(_ edges: Edge.Set = .all, _ length: Int = 1) -> Padded<Self> {
    Padded(content: self, insets: EdgeInsets(edges, length))
  }

  /// Keeps the given space clear on each edge.
  public func padding(_ insets: EdgeInsets) -> Padded<Self> {
    Padded(content: self, insets: insets)
  }
}

/// Insets content: the layout of ``Padded``, and of ``Bordered`` inside its lines.
struct PaddingLayout: NodeLayout, Equatable {
  var insets: EdgeInsets

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    let inner = StackedContent.sizeThatFits(
      inset(proposal), children: node.children[...], axis: node.axis)
    return Size(
      width: inner.width.saturatingAdded(insets.horizontal),
      height: inner.height.saturatingAdded(insets.vertical))
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    let inner = Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)
    StackedContent.draw(
      node.children[...], in: &canvas, at: Point(x: insets.leading, y: insets.top), size: inner,
      proposal: inset(proposal), axis: node.axis)
  }

  /// The proposal left for the content; `nil` and unlimited stay as they are.
  func inset(_ proposal: ProposedSize) -> ProposedSize {
    func shrink(_ value: Int?, by amount: Int) -> Int? {
      guard let value, value != ProposedSize.unlimited else { return value }
      return max(0, value - amount)
    }
    return ProposedSize(
      width: shrink(proposal.width, by: insets.horizontal),
      height: shrink(proposal.height, by: insets.vertical))
  }
}
