/// A view with a stack priority; see ``View/layoutPriority(_:)``.
public struct Prioritized<Content: View>: View {
  /// The view.
  public var content: Content
  /// Its priority: higher is served first.
  public var priority: Double

  /// `Never`: a prioritised view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: lays the content out as it is and reports `priority` to the stack
  /// around it.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(PriorityLayout(priority: view.priority))
  }
}

extension View {
  /// Sets how eagerly a stack gives this view space (default 0).
  ///
  /// A stack offers space to higher priorities first, keeping only the minimum sizes of
  /// lower priorities in reserve: give the temperature priority 1 and it keeps its width
  /// while a long summary beside it is truncated.
  public func layoutPriority(_ priority: Double) -> Prioritized<Self> {
    Prioritized(content: self, priority: priority)
  }
}

struct PriorityLayout: NodeLayout, Equatable {
  var priority: Double

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    StackedContent().sizeThatFits(proposal, of: node)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    StackedContent().draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func layoutPriority(of node: Node) -> Double { priority }
}
