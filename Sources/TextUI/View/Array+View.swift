/// The views a `for` loop in a ``ViewBuilder`` produces, identified by position.
///
/// Inserting an element at the front shifts every identity after it; use ``ForEach``
/// with ids for data that changes shape.
extension Array: View where Element: View {
  /// `Never`: an array contributes its elements, not a view of its own.
  public typealias Body = Never

  /// Engine hook: appends each element under its position, so an element is identified
  /// by its index.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    for (position, element) in view.enumerated() {
      list.append(element, at: .index(position))
    }
  }
}
