/// The layout of a body or of a modifier's content: the single child as it is, or
/// several children stacked along the enclosing axis (vertically when there is none).
///
/// This is what lets `var body: some View { Text("a"); Text("b") }` mean what it says,
/// and what a modifier applies to when its content is a ``Group``.
struct StackedContent: NodeLayout {
  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    guard node.children.count > 1 else {
      return StackedContent.sizeThatFits(proposal, children: node.children[...], axis: node.axis)
    }
    return StackedContent.stack(node.axis).sizeThatFits(proposal, node: node)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    guard node.children.count > 1 else {
      return StackedContent.draw(
        node.children[...], in: &canvas, at: Point.zero, size: size, proposal: proposal,
        axis: node.axis)
    }
    canvas.withRegion(Rect(origin: .zero, size: size)) { canvas in
      StackedContent.stack(node.axis).draw(in: &canvas, size: size, proposal: proposal, node: node)
    }
  }

  /// The size of `children` laid out as content.
  static func sizeThatFits(
    _ proposal: ProposedSize, children: ArraySlice<Node>, axis: Axis?
  ) -> Size {
    switch children.count {
    case 0: .zero
    case 1: children[children.startIndex].sizeThatFits(proposal)
    default: stack(axis).sizeThatFits(proposal, children: children)
    }
  }

  /// Draws `children` as content at `origin`; `size` is what they chose together when
  /// offered `proposal`.
  static func draw(
    _ children: ArraySlice<Node>, in canvas: inout Canvas, at origin: Point, size: Size,
    proposal: ProposedSize, axis: Axis?
  ) {
    switch children.count {
    case 0: break
    case 1:
      children[children.startIndex].draw(
        in: &canvas, at: Rect(origin: origin, size: size), proposal: proposal)
    default:
      canvas.withRegion(Rect(origin: origin, size: size)) { canvas in
        stack(axis).draw(children, in: &canvas, size: size, proposal: proposal)
      }
    }
  }

  /// The stack several children are laid out in.
  private static func stack(_ axis: Axis?) -> StackLayout {
    StackLayout(axis: axis ?? .vertical, alignment: .center, spacing: 0)
  }
}
