/// A view that contributes nothing: no node, no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  public typealias Body = Never

  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {}
}
