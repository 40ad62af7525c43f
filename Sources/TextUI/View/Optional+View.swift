/// An optional view, as `if` without `else` produces: its content when present, nothing
/// otherwise.
extension Optional: View where Wrapped: View {
  /// `Never`: an optional contributes its content, not a view of its own.
  public typealias Body = Never

  /// Engine hook: appends the wrapped view's nodes when there is one, nothing otherwise.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    if let view { Wrapped._makeNodes(view, into: &list) }
  }
}
