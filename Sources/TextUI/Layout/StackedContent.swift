/// The layout of a body or of a modifier's content: the single child as it is, or
/// several children stacked along the enclosing axis (vertically when there is none).
///
/// This is what lets `var body: some View { Text("a"); Text("b") }` mean what it says,
/// and what a modifier applies to when its content is a ``Group``.
struct StackedContent: NodeLayout {
  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  /// The size of `node`'s children laid out as content.
  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    StackedContent.sizeThatFits(proposal, children: node.children[...], axis: node.axis)
  }

  /// Draws `node`'s children as content; `size` is what they chose for `proposal`.
  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    guard node.children.count > 1 else {
      return StackedContent.draw(
        node.children[...], in: &canvas, at: Point.zero, size: size, proposal: proposal,
        axis: node.axis)
    }
    canvas.withRegion(Rect(origin: .zero, size: size)) { canvas in
      StackedContent.stack(node.axis).draw(in: &canvas, size: size, proposal: proposal, of: node)
    }
  }

  /// The size of `children` laid out as content.
  static func sizeThatFits<Children: RandomAccessCollection>(
    _ proposal: ProposedSize, children: Children, axis: Axis?
  ) -> Size where Children.Element: LayoutNode, Children.Index == Int {
    switch children.count {
    case 0: .zero
    case 1: children[children.startIndex].sizeThatFits(proposal)
    default: stack(axis).sizeThatFits(proposal, children: children)
    }
  }

  /// Draws `children` as content at `origin`; `size` is what they chose together when
  /// offered `proposal`.
  static func draw<Children: RandomAccessCollection>(
    _ children: Children, in canvas: inout Canvas, at origin: Point, size: Size,
    proposal: ProposedSize, axis: Axis?
  ) where Children.Element: LayoutNode, Children.Index == Int {
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
  static func stack(_ axis: Axis?) -> StackLayout {
    StackLayout(axis: axis ?? .vertical, alignment: .center, spacing: 0)
  }
}
