/// A view that hides what is beneath it; see ``View/opaque()``.
public struct Opaque<Content: View>: View {
  /// The view.
  public var content: Content

  /// `Never`: an opaque view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: blanks the view's whole rectangle, then draws the content over it.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(OpaqueLayout())
  }
}

extension View {
  /// Makes every cell of the view's rectangle opaque: blank where the content draws
  /// nothing, so what lies beneath does not show through.
  ///
  /// Views are transparent where they draw nothing, which is what lets an overlay's
  /// border sit over a screen. A sheet or a toast over a screen needs the opposite:
  ///
  /// ```swift
  /// screen.overlay { sheet.opaque().padding(2) }
  /// ```
  public func opaque() -> Opaque<Self> {
    Opaque(content: self)
  }
}

/// Fills the rectangle with blanks, then lays the content out as it is.
struct OpaqueLayout: NodeLayout {
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
    canvas.fill(Rect(origin: .zero, size: size), with: .space)
    StackedContent().draw(in: &canvas, size: size, proposal: proposal, of: node)
  }
}
