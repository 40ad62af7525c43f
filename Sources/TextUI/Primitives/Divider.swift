/// A line that separates content: horizontal (`─`) in a ``VStack`` or on its own,
/// vertical (`│`) in an ``HStack``.
///
/// A divider is one cell thick and stretches across its stack.
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  public typealias Body = Never

  @MainActor public static func _resolve(_ view: Divider, children: inout _ChildList) -> _Layout {
    _Layout(DividerLayout())
  }
}

struct DividerLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    node.axis == .horizontal
      ? Size(width: 1, height: proposal.height ?? 1)
      : Size(width: proposal.width ?? 1, height: 1)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    let line =
      node.axis == .horizontal ? Glyph(code: 0x2502, width: 1) : Glyph(code: 0x2500, width: 1)
    canvas.fill(Rect(origin: .zero, size: size), with: line)
  }

  func layoutPriority(of node: Node) -> Double { 0 }
}
