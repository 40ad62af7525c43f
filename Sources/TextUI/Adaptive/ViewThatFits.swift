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
/// chosen alternative is drawn (and only its key bindings are visible).
///
/// An alternative is built (its views evaluated) only when layout first asks whether it
/// fits, and is kept from then on as a child node with its own caches: on a screen
/// where the first alternative fits, the others are never evaluated. Their views are
/// still values the enclosing body made, so keep building them cheap.
///
/// A `ViewThatFits` offering several alternatives has no layout priority of its own (see
/// ``View/layoutPriority(_:)``); give it one with the modifier.
public struct ViewThatFits<Content: View>: View {
  /// The axes along which an alternative must fit.
  public var axes: Axis.Set
  /// The alternatives, most preferred first.
  public var content: Content

  /// Creates a view that shows the first alternative of `content` that fits along
  /// `axes` (both by default).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// `Never`: a `ViewThatFits` is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: keeps the alternatives for layout to build as it asks about them
  /// (`LazyAlternatives`), and lays out only the first that fits.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    let alternatives = LazyAlternatives.resolve(
      LazySource(alternativesOf: view.content), into: &children)
    return _Layout(FirstFittingLayout(axes: view.axes, alternatives: alternatives))
  }
}

/// Chooses the first alternative whose ideal size fits, building the alternatives it
/// reaches, and lays out only that one.
struct FirstFittingLayout: NodeLayout {
  var axes: Axis.Set
  let alternatives: LazyAlternatives

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    guard let chosen = choice(for: proposal) else { return .zero }
    return chosen.sizeThatFits(proposal)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    guard let chosen = choice(for: proposal) else { return }
    chosen.draw(in: &canvas, at: Rect(origin: .zero, size: size), proposal: proposal)
  }

  /// The priority of its content when that is one view; none when it offers several,
  /// whichever of them have been built.
  func layoutPriority(of node: Node) -> Double {
    isSingleView(node) ? node.children[0].layoutPriority : 0
  }

  func fillsRemainingSpace(_ node: Node) -> Bool {
    isSingleView(node) && node.children[0].fillsRemainingSpace
  }

  private func isSingleView(_ node: Node) -> Bool {
    node.children.count == 1 && MainActor.assumeIsolated { alternatives.isSingle }
  }

  /// The alternative shown for `proposal` (see `LazyAlternatives.choice(for:along:)`).
  ///
  /// Layout runs on the main actor, inside `Renderer.render`: the alternatives are
  /// main-actor state, and the node only leaves the closure to be measured on the same
  /// thread.
  private func choice(for proposal: ProposedSize) -> Node? {
    nonisolated(unsafe) var chosen: Node?
    MainActor.assumeIsolated { chosen = alternatives.choice(for: proposal, along: axes) }
    return chosen
  }
}
