/// Something a view lets the user do, handed to it by whoever owns the state.
///
/// A presentational view never changes anything itself: a container gives it actions
/// (closures over services, states and routers) and the view attaches them to keys.
/// The view stays a pure function of its data, and a test can hand it actions that
/// record what was asked.
///
/// ```swift
/// struct DayPicker: View {
///   var days: [DayProps]
///   var select: Action
///   var body: some View {
///     HStack { ForEach(days) { DayCell(day: $0) } }
///       .keyBinding(.right, "next day", action: select)
///   }
/// }
/// ```
///
/// ## Why an action is never equal to another
///
/// Closures cannot be compared. Treating every action as `==` every other would let a
/// renderer reuse a view whose new value carries a new action, so the view would keep
/// the old one: a row built with `Action { select(index) }` would go on selecting the
/// old index. So an action is never `==` (not even to itself), and a view holding one is
/// evaluated again whenever the view that built it is: its bindings are always the ones
/// its builder made last. Its children are still gated by their own `==`, so the cost
/// is one body per evaluated builder, measured in Docs/Performance.md.
///
/// A view whose value must stay equal for its frame to be reused should therefore hold
/// data, not actions: hand actions to the screen's view and let it attach them to keys
/// around the components that draw the data.
public struct Action: Equatable, Sendable, _ClosureValue {
  private let perform: @MainActor @Sendable () -> Void

  /// An action that runs `perform`.
  public init(_ perform: @escaping @MainActor @Sendable () -> Void) {
    self.perform = perform
  }

  /// An action that does nothing: a placeholder for previews and fixtures.
  public static let none = Action {}

  /// Runs the action.
  @MainActor public func callAsFunction() {
    perform()
  }

  /// Always `false`: a closure cannot be compared, so a view holding an action is never
  /// reused with a stale one (see above).
  public static func == (lhs: Action, rhs: Action) -> Bool { false }
}
