/// A view that contributes nothing: no node, no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// `Never`: an empty view has nothing to evaluate.
  public typealias Body = Never

  /// Engine hook: appends nothing, which is how an empty view takes no node and no
  /// space.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {}
}
