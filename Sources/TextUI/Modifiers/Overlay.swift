/// A view with another drawn in front of it or behind it; see
/// ``View/overlay(alignment:content:)`` and ``View/background(alignment:content:)``.
///
/// The base decides the size; the layer is offered exactly that size and placed by
/// `alignment`, so decorating a view never moves it.
public struct Layered<Base: View, Layer: View>: View {
  /// The view that decides the size.
  public var base: Base
  /// The decoration.
  public var layer: Layer
  /// Where the layer sits over the base.
  public var alignment: Alignment
  /// Whether the layer is drawn in front (overlay) or behind (background).
  public var inFront: Bool

  /// `Never`: a layered view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: the base's nodes and the layer's, under separate identities so each
  /// keeps its own; the layer is built outside any stack axis, so a ``Spacer`` in it
  /// grows both ways.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    children.append(view.base, at: .index(0))
    let baseCount = children.count
    children.axis = nil
    children.append(view.layer, at: .index(1))
    return _Layout(
      LayeredLayout(baseCount: baseCount, alignment: view.alignment, inFront: view.inFront))
  }
}

extension View {
  /// Draws `content` in front of this view, within its bounds.
  public func overlay<Layer: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Layer
  ) -> Layered<Self, Layer> {
    Layered(base: self, layer: content(), alignment: alignment, inFront: true)
  }

  /// Draws `content` behind this view, within its bounds.
  public func background<Layer: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Layer
  ) -> Layered<Self, Layer> {
    Layered(base: self, layer: content(), alignment: alignment, inFront: false)
  }
}

struct LayeredLayout: NodeLayout, Equatable {
  var baseCount: Int
  var alignment: Alignment
  var inFront: Bool

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    StackedContent.sizeThatFits(proposal, children: base(node), axis: node.axis)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    if inFront { drawBase(node, in: &canvas, size: size, proposal: proposal) }
    let layer = node.children[baseCount...]
    let layerProposal = ProposedSize(size)
    let layerSize = StackedContent.sizeThatFits(layerProposal, children: layer, axis: nil)
    canvas.withRegion(Rect(origin: .zero, size: size)) { canvas in
      StackedContent.draw(
        layer, in: &canvas, at: alignment.offset(placing: layerSize, in: size), size: layerSize,
        proposal: layerProposal, axis: nil)
    }
    if !inFront { drawBase(node, in: &canvas, size: size, proposal: proposal) }
  }

  func layoutPriority(of node: Node) -> Double {
    baseCount == 1 ? node.children[0].layoutPriority : 0
  }

  private func base<N: LayoutNode>(_ node: N) -> N.Children.SubSequence {
    node.children[..<baseCount]
  }

  private func drawBase<N: LayoutNode>(
    _ node: N, in canvas: inout Canvas, size: Size, proposal: ProposedSize
  ) {
    StackedContent.draw(
      base(node), in: &canvas, at: .zero, size: size, proposal: proposal, axis: node.axis)
  }
}
