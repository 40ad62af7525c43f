/// A view drawn in a style; see ``View/style(_:)``.
public struct Styled<Content: View>: View {
  /// The styled view.
  public var content: Content
  /// What the view asks for: fields it leaves `nil` keep the enclosing view's.
  public var style: Style

  /// `Never`: a styled view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: lays the content out as it is and draws it in the style.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(StyleLayout(style: view.style))
  }
}

extension View {
  /// Draws the view, and everything inside it, in `style`.
  ///
  /// The style flows down the way SwiftUI's environment does: a view inside keeps what
  /// it does not set itself, adds its attributes, and wins where it sets a colour.
  /// An app passes palette roles (``Style/named(_:letter:)``) rather than colours, so
  /// a theme is one table and snapshots name what each cell is:
  ///
  /// ```swift
  /// Text(alert.title).style(.alertSevere)
  /// ```
  public func style(_ style: Style) -> Styled<Self> {
    Styled(content: self, style: style)
  }

  /// Draws the view's text in `color`.
  public func foregroundColor(_ color: Color) -> Styled<Self> {
    style(Style(foreground: color))
  }

  /// Fills the view's rectangle with `color` behind its content.
  public func background(_ color: Color) -> Styled<Self> {
    style(Style(background: color))
  }

  /// Draws the view's text bold.
  public func bold() -> Styled<Self> { style(Style(attributes: .bold)) }

  /// Draws the view's text dim: for secondary information.
  public func dim() -> Styled<Self> { style(Style(attributes: .dim)) }

  /// Draws the view's text italic.
  public func italic() -> Styled<Self> { style(Style(attributes: .italic)) }

  /// Underlines the view's text.
  public func underline() -> Styled<Self> { style(Style(attributes: .underline)) }

  /// Draws the view with foreground and background swapped: a selection.
  public func reversed() -> Styled<Self> { style(Style(attributes: .reverse)) }

  /// Draws a line through the view's text.
  public func strikethrough() -> Styled<Self> { style(Style(attributes: .strikethrough)) }
}

/// Lays the content out as it is and draws it in a style; a style with a background
/// first fills the whole rectangle with spaces in it, so the colour covers the view and
/// not only its glyphs.
struct StyleLayout: NodeLayout, Equatable {
  var style: Style

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
    canvas.withStyle(style) { canvas in
      if style.background != nil { canvas.fill(Rect(origin: .zero, size: size), with: .space) }
      StackedContent().draw(in: &canvas, size: size, proposal: proposal, of: node)
    }
  }

  /// The same style puts down the same cells: its children draw theirs.
  func drawsSameCells(as old: any NodeLayout) -> Bool {
    ofSameKind(old)?.style == style
  }
}
