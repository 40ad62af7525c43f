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
/// ``WorkProgress``). Work that repeats every so often waits on a ``timer(every:)``
/// instead, so a clock that jumps a long way wakes it once rather than once a period.
public struct WallClock: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// Waits for `duration`; throws `CancellationError` when the waiting task is
  /// cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void
  /// Waits until `deadline`, a firing of a timer that fires every `period`, and returns
  /// how many of its firings (`deadline`, `deadline + period`, …) have come by then: 1,
  /// or more when the clock jumped past several at once. What ``PeriodicTimer`` waits
  /// with.
  let waitForFirings: @Sendable (_ deadline: Date, _ period: Duration) async throws -> Int

  /// A clock from its two operations; the work that calls `sleep` is marked waiting
  /// until it returns.
  ///
  /// A timer on it sleeps until its next firing, then counts the firings that came by
  /// while it slept (more than one when the machine was suspended, say).
  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    let markedSleep: @Sendable (Duration) async throws -> Void = { duration in
      try await WorkProgress.waiting { try await sleep(duration) }
    }
    self.now = now
    self.sleep = markedSleep
    waitForFirings = { deadline, period in
      let wait = deadline.timeIntervalSince(now())
      if wait > 0 { try await markedSleep(.seconds(wait)) }
      return PeriodicTimer.firings(from: deadline, every: period, by: now()).count
    }
  }

  /// A clock whose `sleep` and timers mark the work waiting themselves, as
  /// ``ManualClock`` does to mark it working again the moment it wakes it.
  init(
    now: @escaping @Sendable () -> Date,
    markingWaits sleep: @escaping @Sendable (Duration) async throws -> Void,
    waitForFirings: @escaping @Sendable (Date, Duration) async throws -> Int
  ) {
    self.now = now
    self.sleep = sleep
    self.waitForFirings = waitForFirings
  }

  /// The computer's clock.
  public static let system = WallClock(
    now: { Date() },
    sleep: { duration in try await Task.sleep(for: duration) })

  /// A timer that fires every `period` from now, for as long as it is iterated.
  ///
  /// Each firing is the number of periods that have come by since the last one: 1 when
  /// the timer is on time, more when the clock jumped past several firings at once. A
  /// timer's work must therefore depend only on the time it runs and that count (the
  /// radar steps that many maps; an auto-refresh fetches once), so that one firing for
  /// a long jump leaves what as many firings would have left:
  ///
  /// ```swift
  /// for try await periods in clock.timer(every: .milliseconds(500)) {
  ///   radar.step(by: periods)
  /// }
  /// ```
  ///
  /// - Parameter period: the time between firings; more than zero.
  public func timer(every period: Duration) -> PeriodicTimer {
    precondition(period > .zero, "a timer needs a period longer than zero")
    return PeriodicTimer(clock: self, period: period)
  }
}

extension Duration {
  /// The duration in seconds, as `Date` arithmetic wants it.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
