/// Builds a view from a list of views and `if`, `if let`, `switch` and `for` statements,
/// as SwiftUI's `ViewBuilder` does.
///
/// ```swift
/// VStack {
///   Text("Toronto")
///   if let alert { AlertBadge(alert: alert) }
///   for hour in hours { HourView(hour: hour) }
/// }
/// ```
///
/// Prefer ``ForEach`` over `for` for data that can be inserted, removed or reordered:
/// `for` identifies elements by position, `ForEach` by id.
@resultBuilder
public enum ViewBuilder {
  /// Accepts each view written in a block as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block: an ``EmptyView``, which takes no space.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view: that view, unwrapped.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of more than ten views: a ``TupleView``, each identified by its position.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else` (or an `if let`): the view, or `nil`, which draws nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else`, kept apart from the second so that switching
  /// branch replaces the content. A `switch` of more cases nests these.
  public static func buildEither<First: View, Second: View>(
    first: First
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(.first(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<First: View, Second: View>(
    second: Second
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(.second(second))
  }

  /// The views of a `for` loop, identified by position.
  public static func buildArray<Content: View>(_ content: [Content]) -> [Content] { content }

  /// The content of an `if #available` branch, as it is.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }
}
