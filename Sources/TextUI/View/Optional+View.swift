/// An optional view, as `if` without `else` produces: its content when present, nothing
/// otherwise.
extension Optional: View where Wrapped: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    if let view { Wrapped._makeNodes(view, into: &list) }
  }
}
