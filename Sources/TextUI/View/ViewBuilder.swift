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
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<First: View, Second: View>(
    first: First
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(.first(first))
  }

  public static func buildEither<First: View, Second: View>(
    second: Second
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(.second(second))
  }

  public static func buildArray<Content: View>(_ content: [Content]) -> [Content] { content }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }
}
