/// Which layouts size and place their node exactly as the layout they replace did, given
/// children of the same sizes: the answer that lets a change deep in the tree leave the
/// measurements of every ancestor in place when it changed no size (see
/// `Node.contentDidChange(keepingMeasurements:)`).
///
/// A clock label that ticks from "15:00" to "15:05" changes its text, its row and the
/// views around it, but no size: without this, each ancestor up to the root measured and
/// placed its children again on every tick.
///
/// A layout answers only for its own parameters; the node checks the rest (the same
/// children, each measuring as before). Layouts that choose children by measuring them
/// or by the frame's size (`ViewThatFits`, a lazy stack) keep the default, `false`, as
/// does `Text`, whose size is its content.

/// A layout whose every parameter is part of how it sizes and places (a stack's axis,
/// alignment and spacing; a padding's insets): it lays out alike when it is equal.
protocol LaysOutByItsParameters: NodeLayout, Equatable {}

extension LaysOutByItsParameters {
  func laysOutAlike(_ old: any NodeLayout) -> Bool { ofSameKind(old) == self }
}

extension StackLayout: LaysOutByItsParameters {}
extension WholeChildrenLayout: LaysOutByItsParameters {}
extension PaddingLayout: LaysOutByItsParameters {}
extension FrameLayout: LaysOutByItsParameters {}
extension LayeredLayout: LaysOutByItsParameters {}
extension LayersLayout: LaysOutByItsParameters {}
extension SpacerLayout: LaysOutByItsParameters {}

/// A layout whose parameters change no size: a body's or a modifier's content as it is,
/// a style (cells, not sizes), key bindings (what keys do), a priority (which the parent
/// reads as the node's `layoutPriority`, compared by the node itself), a divider (one
/// cell thick in every line style). It lays out alike as any layout of its kind.
protocol LaysOutWhateverItsParameters: NodeLayout {}

extension LaysOutWhateverItsParameters {
  func laysOutAlike(_ old: any NodeLayout) -> Bool { isSameKind(as: old) }
}

extension StackedContent: LaysOutWhateverItsParameters {}
extension StyleLayout: LaysOutWhateverItsParameters {}
extension OpaqueLayout: LaysOutWhateverItsParameters {}
extension KeyBindingLayout: LaysOutWhateverItsParameters {}
extension PriorityLayout: LaysOutWhateverItsParameters {}
extension DividerLayout: LaysOutWhateverItsParameters {}

extension BorderLayout {
  /// The lines and the title (drawn in the top line, which it may widen the border to
  /// fit) decide its size as they decide its cells.
  func laysOutAlike(_ old: any NodeLayout) -> Bool { drawsSameCells(as: old) }
}
