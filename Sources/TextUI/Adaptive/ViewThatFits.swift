/// Shows the first of several alternatives that fits the space offered: how a screen
/// adapts to the terminal without being told its size.
///
/// A view never learns the size of the terminal, so it cannot say "two columns when
/// wide". It can offer layouts in order of preference and let the engine pick, as
/// SwiftUI's `ViewThatFits` does:
///
/// ```swift
/// ViewThatFits {
///   HStack(spacing: 2) { leftColumn; rightColumn }   // wide terminals
///   VStack { leftColumn; rightColumn }               // narrow ones
/// }
/// ```
///
/// Each alternative is measured at its ideal size along the constrained axes; the
/// first whose ideal fits the proposal is chosen, and otherwise the last. (An
/// alternative may answer sooner: a ``LazyHStack`` stops at the first item past the
/// proposal, so a row of 10,000 days costs what fits, not 10,000 measurements.) Only the
/// chosen alternative is drawn (and only its key bindings are visible). Every
/// alternative is a child node, so each keeps its own cache from pass to pass.
public struct ViewThatFits<Content: View>: View {
  /// The axes along which an alternative must fit.
  public var axes: Set<Axis>
  /// The alternatives, most preferred first.
  public var content: Content

  /// Creates a view that shows the first alternative of `content` that fits along
  /// `axes` (both by default).
  public init(in axes: Set<Axis> = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// `Never`: a `ViewThatFits` is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: makes one child per alternative, so that each keeps its own node, and
  /// lays out only the first that fits.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(FirstFittingLayout(axes: view.axes))
  }
}

/// Chooses the first child whose ideal size fits, and lays out only that one.
struct FirstFittingLayout: NodeLayout {
  var axes: Set<Axis>

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    guard let chosen = choice(for: proposal, among: node.children) else { return .zero }
    return chosen.sizeThatFits(proposal)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    guard let chosen = choice(for: proposal, among: node.children) else { return }
    chosen.draw(in: &canvas, at: Rect(origin: .zero, size: size), proposal: proposal)
  }

  /// The first child that fits `proposal` along the fitted axes (by default, at its
  /// ideal size there: ``NodeLayout/fits(_:along:node:)``).
  private func choice(for proposal: ProposedSize, among children: [Node]) -> Node? {
    for child in children.dropLast() where child.layout.fits(proposal, along: axes, node: child) {
      return child
    }
    return children.last
  }
}
