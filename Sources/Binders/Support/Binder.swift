import Services

/// A small object that watches one thing and acts on another.
///
/// Binders are created once, in the dependency graph, and are the only code that links
/// one service to another: the services themselves never hold each other. Each can be
/// started and stopped cleanly (starting twice does nothing; stopping cancels every
/// task it started), and, as ``Settling``, tells a runtime or a test whether its
/// reactions to the latest changes have run and lets it wait until they have.
@MainActor
public protocol Binder: Settling {
  /// Starts watching. Calling it again while started does nothing.
  func start()
  /// Stops watching and cancels anything the binder started; it can be started again.
  func stop()
  /// Whether every reaction to a change made so far has run, and every timer is asleep
  /// on the clock (or over).
  var isSettled: Bool { get }
  /// Waits until ``isSettled``. Time is not waited for (a debounce, a 10-minute
  /// refresh): advance the clock for that, and what the timer then does is waited for.
  func settled() async
}
