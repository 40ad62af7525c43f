/// A small object that watches one thing and acts on another.
///
/// Binders are created once, in the dependency graph, and are the only code that links
/// one service to another: the services themselves never hold each other. Each can be
/// started and stopped cleanly (starting twice does nothing; stopping cancels every
/// task it started), and ``settled()`` lets a runtime or a test wait until its
/// reactions to the latest changes have run.
@MainActor
public protocol Binder: AnyObject {
  /// Starts watching. Calling it again while started does nothing.
  func start()
  /// Stops watching and cancels anything the binder started; it can be started again.
  func stop()
  /// Waits until every reaction to a change made so far has run. Work waiting on the
  /// clock (a debounce, a timer) is not waited for: advance the clock for that.
  func settled() async
}
