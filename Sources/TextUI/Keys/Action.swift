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
/// ## When two actions are equal
///
/// Closures cannot be compared, so an action is equal only to its own copies: two
/// actions made separately are unequal, even from the same code. A view rebuilt with a
/// new action is therefore new to the renderer and is evaluated, so its bindings are
/// always the ones its builder made last: a row built with `Action { select(index) }`
/// never goes on selecting an old index. A container makes new actions each time it
/// runs, so a view holding one is evaluated whenever the view that built it is; its
/// children are still gated by their own `==`, so the cost is one body per evaluated
/// builder, measured in Docs/Performance.md.
///
/// A view whose value must stay equal for its frame to be reused should therefore hold
/// data, not actions: hand actions to the screen's view and let it attach them to keys
/// around the components that draw the data.
public struct Action: Equatable, Sendable, _ClosureValue {
  private let perform: @MainActor @Sendable () -> Void
  /// Made with the action, shared by its copies: what `==` compares.
  private let identity = ClosureIdentity()

  /// An action that runs `perform`.
  public init(_ perform: @escaping @MainActor @Sendable () -> Void) {
    self.perform = perform
  }

  /// An action that does nothing: a placeholder for previews and fixtures. It is one
  /// value, so every use of it is equal to every other.
  public static let none = Action {}

  /// Runs the action.
  @MainActor public func callAsFunction() {
    perform()
  }

  /// Whether both are copies of one action (see above): a view holding an action is
  /// never reused with a stale one.
  public static func == (lhs: Action, rhs: Action) -> Bool { lhs.identity == rhs.identity }
}
