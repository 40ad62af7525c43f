import Foundation

/// The time of day and a way to wait, injected into every service, state and binder.
///
/// No service reads `Date()` or sleeps on the system clock itself: each is given a
/// `WallClock`. The app passes ``system``; tests pass a ``ManualClock``'s clock and move
/// time forward by hand, so "refresh every 10 minutes" is tested in microseconds and
/// gives the same result every run.
///
/// A sleep is a wait for time, which settling the app never waits for: the work that
/// sleeps (a request, a binder's timer) is marked waiting meanwhile (see
/// ``WorkProgress``).
public struct WallClock: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// Waits for `duration`; throws `CancellationError` when the waiting task is
  /// cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// A clock from its two operations; the work that calls `sleep` is marked waiting
  /// until it returns.
  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleep = { duration in try await WorkProgress.waiting { try await sleep(duration) } }
  }

  /// A clock whose `sleep` marks the work waiting itself, as ``ManualClock`` does to
  /// mark it working again the moment it wakes it.
  init(
    now: @escaping @Sendable () -> Date,
    markingWaits sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The computer's clock.
  public static let system = WallClock(
    now: { Date() },
    sleep: { duration in try await Task.sleep(for: duration) })
}

extension Duration {
  /// The duration in seconds, as `Date` arithmetic wants it.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
