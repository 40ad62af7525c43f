/// Several views treated as one place in a view tree, laid out by the parent.
///
/// A `Group` adds no layout of its own: in a stack its views are the stack's children,
/// and a modifier applied to it applies to its views stacked together.
public struct Group<Content: View>: View {
  /// The grouped views.
  public var content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// `Never`: a group contributes its views, not a view of its own.
  public typealias Body = Never

  /// Engine hook: appends the content's nodes in the group's place, adding no node of
  /// its own.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    Content._makeNodes(view.content, into: &list)
  }
}
