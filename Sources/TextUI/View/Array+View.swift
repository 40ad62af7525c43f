/// The views a `for` loop in a ``ViewBuilder`` produces, identified by position.
///
/// Inserting an element at the front shifts every identity after it; use ``ForEach``
/// with ids for data that changes shape.
extension Array: View where Element: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    for (position, element) in view.enumerated() {
      list.append(element, at: .index(position))
    }
  }
}
