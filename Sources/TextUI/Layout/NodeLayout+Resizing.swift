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
extension StackedContent {
  func laysOutAlike(_ old: any NodeLayout) -> Bool { old is StackedContent }
}

extension StackLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    guard let old = old as? StackLayout else { return false }
    return old.axis == axis && old.alignment == alignment && old.spacing == spacing
  }
}

extension WholeChildrenLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    guard let old = old as? WholeChildrenLayout else { return false }
    return old.alignment == alignment && old.spacing == spacing
  }
}

extension PaddingLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool { (old as? PaddingLayout)?.insets == insets }
}

extension FrameLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    guard let old = old as? FrameLayout else { return false }
    return old.width == width && old.height == height && old.alignment == alignment
  }
}

extension BorderLayout {
  /// The title is drawn in the top line, which it may widen the border to fit.
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    guard let old = old as? BorderLayout else { return false }
    return old.style == style && old.title?.lines == title?.lines
      && old.title?.clusters == title?.clusters
  }
}

extension LayeredLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    guard let old = old as? LayeredLayout else { return false }
    return old.baseCount == baseCount && old.alignment == alignment && old.inFront == inFront
  }
}

extension LayersLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    (old as? LayersLayout)?.alignment == alignment
  }
}

extension StyleLayout {
  /// A style changes cells, never sizes.
  func laysOutAlike(_ old: any NodeLayout) -> Bool { old is StyleLayout }
}

extension OpaqueLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool { old is OpaqueLayout }
}

extension KeyBindingLayout {
  /// Bindings change what keys do, never sizes.
  func laysOutAlike(_ old: any NodeLayout) -> Bool { old is KeyBindingLayout }
}

extension PriorityLayout {
  /// The priority is what the parent reads of the node (`Node.layoutPriority`), which
  /// the node compares itself; its own size is its content's.
  func laysOutAlike(_ old: any NodeLayout) -> Bool { old is PriorityLayout }
}

extension SpacerLayout {
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    (old as? SpacerLayout)?.minLength == minLength
  }
}

extension DividerLayout {
  /// Every line style is one cell thick.
  func laysOutAlike(_ old: any NodeLayout) -> Bool { old is DividerLayout }
}
