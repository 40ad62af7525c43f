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
/// ## Why actions are excluded from equality
///
/// Closures cannot be compared, and a container builds new ones every time it runs. If
/// actions took part in `==`, every view holding one would differ from its last value
/// on every pass and gating would never skip anything. So every action is `==` every
/// other action, and a view's equality is decided by its data alone.
///
/// The price is that a view reused by the renderer keeps the actions of the pass that
/// last evaluated it. That is safe when an action depends only on things that do not
/// change behind the view's back:
///
/// - references whose identity is stable (a service, a state, a router), which the
///   closure reads *when it runs*, so it acts on their current contents; and
/// - values that are also part of the view's data (the id of the row it belongs to), so
///   that when they change, the view is not equal and is evaluated again.
///
/// Do not capture a value that can change while the view's data stays the same, such
/// as a snapshot of a service's state: a reused view would act on the stale copy.
public struct Action: Equatable, Sendable {
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

  /// Always `true`: actions never make two views differ (see above).
  public static func == (lhs: Action, rhs: Action) -> Bool { true }
}
