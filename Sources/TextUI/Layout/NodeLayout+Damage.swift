/// Which layouts leave the cells unchanged when their node is evaluated again: the
/// answer that keeps a pass from painting a whole screen because its root view's value
/// changed somewhere deep down.
///
/// A view with a body, a stack, padding, a frame, a layer, a key binding, a priority
/// draws no cell of its own and always draws all its children where its layout puts
/// them: evaluated again, it changes cells only through children that moved, changed or
/// went away, and those mark their own rows. A layout that draws cells says so by
/// comparing what it draws. A layout that chooses which children to draw
/// (`ViewThatFits`, a truncating stack, a lazy stack) keeps the default, `false`: its
/// choice may leave a child undrawn that nothing else would repaint.
/// A layout that draws no cell of its own and draws all its children: evaluated again,
/// it changes cells only through its children.
protocol DrawsOnlyItsChildren: NodeLayout {}

extension DrawsOnlyItsChildren {
  func drawsSameCells(as old: any NodeLayout) -> Bool { true }
}

extension StackedContent: DrawsOnlyItsChildren {}
extension StackLayout: DrawsOnlyItsChildren {}
extension PaddingLayout: DrawsOnlyItsChildren {}
extension FrameLayout: DrawsOnlyItsChildren {}
extension LayeredLayout: DrawsOnlyItsChildren {}
extension LayersLayout: DrawsOnlyItsChildren {}
extension KeyBindingLayout: DrawsOnlyItsChildren {}
extension PriorityLayout: DrawsOnlyItsChildren {}
extension SpacerLayout: DrawsOnlyItsChildren {}

extension OpaqueLayout {
  /// Its spaces depend only on its size.
  func drawsSameCells(as old: any NodeLayout) -> Bool { true }
}

extension DividerLayout {
  func drawsSameCells(as old: any NodeLayout) -> Bool {
    ofSameKind(old)?.style == style
  }
}

extension BorderLayout {
  func drawsSameCells(as old: any NodeLayout) -> Bool {
    guard let old = ofSameKind(old) else { return false }
    return old.style == style && old.title == title
  }
}

extension TextLayout {
  func drawsSameCells(as old: any NodeLayout) -> Bool {
    // Unwrapped first: `?.text` would copy both texts into optionals to compare them.
    guard let old = ofSameKind(old) else { return false }
    return old.text == text
  }
}
