/// A row that shows as many of its children as fit whole, left to right, and leaves
/// out the rest: how an hourly strip shows 6 hours in 40 columns and 16 in 120.
///
/// An ``HStack`` shares space out and squeezes its children to fit; that is wrong for a
/// strip of equal columns, where a squeezed hour is worse than a missing one. This row
/// offers every child its ideal width and stops at the first child that would overflow.
///
/// ```swift
/// TruncatingHStack(spacing: 1) {
///   ForEach(hours, id: \.time) { HourColumn(props: $0) }
/// }
/// ```
///
/// Children left out are still built (they keep their caches), but are neither drawn
/// nor counted in the row's size, and their key bindings are not visible.
public struct TruncatingHStack<Content: View>: View {
  /// How children of different heights line up.
  public var alignment: VerticalAlignment
  /// Columns between adjacent children.
  public var spacing: Int
  /// The children, in order of importance.
  public var content: Content

  /// Creates a row of the views `content` builds, keeping only those that fit whole.
  public init(
    alignment: VerticalAlignment = .top, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.content = content()
  }

  /// `Never`: a truncating row is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: makes one child per view of `content`, along a horizontal axis, and
  /// lays them out at their ideal widths until the next one would overflow.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    children.axis = .horizontal
    Content._makeNodes(view.content, into: &children)
    return _Layout(
      WholeChildrenLayout(alignment: AxisAlignment(view.alignment), spacing: view.spacing))
  }
}

/// Places children at their ideal widths until the next one would not fit.
struct WholeChildrenLayout: NodeLayout, Equatable {
  var alignment: AxisAlignment
  var spacing: Int

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    var size = Size.zero
    forEachShown(for: proposal, children: node.children) { _, x, childSize in
      size = Size(
        width: x.saturatingAdded(childSize.width), height: max(size.height, childSize.height))
    }
    return size
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    let offer = ProposedSize(width: nil, height: proposal.height)
    forEachShown(for: proposal, children: node.children) { child, x, childSize in
      let y = alignment.offset(placing: childSize.height, in: size.height)
      child.draw(
        in: &canvas, at: Rect(origin: Point(x: x, y: y), size: childSize), proposal: offer)
    }
  }

  /// Calls `body` with each child that fits whole, its column and its ideal size, in
  /// order: measuring and drawing walk the same children, and keep nothing between.
  private func forEachShown<Children: RandomAccessCollection>(
    for proposal: ProposedSize, children: Children,
    _ body: (Children.Element, Int, Size) -> Void
  ) where Children.Element: LayoutNode, Children.Index == Int {
    let offer = ProposedSize(width: nil, height: proposal.height)
    let available = proposal.width ?? .max
    var x = 0
    for child in children {
      let size = child.sizeThatFits(offer)
      guard x.saturatingAdded(size.width) <= available else { break }
      body(child, x, size)
      x = x.saturatingAdded(size.width).saturatingAdded(spacing)
    }
  }
}
