/// Renders views into frames, keeping the node tree from one pass to the next.
///
/// A renderer is long-lived: each ``render(_:size:)`` reconciles the new view tree with
/// the nodes of the previous pass by structural identity, so the nodes (and what they
/// remember) survive between frames.
///
/// ```swift
/// let renderer = Renderer()
/// let frame = renderer.render(NowView(props: .toronto), size: Size(width: 80, height: 24))
/// print(frame.text())
/// ```
///
/// The root view is offered the whole frame and drawn from its top-left corner. The
/// returned frame has exactly the requested size, whatever the view draws; negative
/// sizes are clamped to zero and sizes above ``Frame/maximumDimension`` to it.
@MainActor
public final class Renderer {
  /// The node above the root view's nodes; it lays them out as content.
  let rootNode = Node(
    key: NodeKey(path: [], type: ObjectIdentifier(Renderer.self)), axis: nil)

  /// Creates a renderer with no nodes yet.
  public init() {}

  /// Lays `view` out in `size` and draws it.
  public func render<V: View>(_ view: V, size: Size) -> Frame {
    var list = _ChildList(previous: rootNode.children, axis: nil)
    V._makeNodes(view, into: &list)
    rootNode.children = list.nodes
    rootNode.contentDidChange()

    var canvas = Canvas(frame: Frame(size: size))
    let bounds = canvas.frame.size
    let proposal = ProposedSize(bounds)
    let chosen = rootNode.sizeThatFits(proposal)
    rootNode.draw(in: &canvas, at: Rect(origin: .zero, size: chosen), proposal: proposal)
    return canvas.frame
  }

  /// Lays `view` out in `width x height` cells and draws it.
  public func render<V: View>(_ view: V, width: Int, height: Int) -> Frame {
    render(view, size: Size(width: width, height: height))
  }
}
