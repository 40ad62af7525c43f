import Foundation

/// The firings of a timer that fires every `period` of a ``WallClock``: an auto-refresh,
/// radar playback. Made by ``WallClock/timer(every:)``.
///
/// Each element is how many periods came by since the last one: 1 when the timer is on
/// time, more when the clock jumped past several firings at once (a scripted `tick 24h`
/// on a ``ManualClock``, a machine waking from sleep). Those firings come as one, at the
/// time of the last of them, so a jump costs one firing, however long it is. The
/// firings keep to their schedule (the first a period after iteration starts, then one
/// every period), however long the work between them takes.
///
/// Iterating it sleeps on the clock, so the work iterating it is marked waiting between
/// firings (see ``WorkProgress``); cancelling the iterating task ends the iteration by
/// throwing `CancellationError`.
public struct PeriodicTimer: AsyncSequence, Sendable {
  public typealias Element = Int

  let clock: WallClock
  let period: Duration

  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, period: period, deadline: clock.now() + period.timeInterval)
  }

  /// Waits for each firing in turn.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    let clock: WallClock
    let period: Duration
    /// When the next firing is due.
    var deadline: Date

    /// Waits for the next firing; returns how many periods came by. Never `nil`: a
    /// timer ends only when its task is cancelled.
    public mutating func next() async throws -> Int? {
      let count = try await clock.waitForFirings(deadline, period)
      let next = deadline + Double(count) * period.timeInterval
      // NB: a `Date` is a `Double` of seconds, which past some 140 million years from
      // 2001 cannot tell half a second apart; the schedule must still move on, or the
      // timer would fire for ever at the same instant.
      deadline =
        next > deadline
        ? next
        : Date(timeIntervalSinceReferenceDate: deadline.timeIntervalSinceReferenceDate.nextUp)
      return count
    }
  }

  /// How many of the firings `deadline`, `deadline + period`, … are at or before
  /// `horizon` (at least 1: `deadline` itself is taken as come), and the time of the
  /// last of them.
  static func firings(from deadline: Date, every period: Duration, by horizon: Date) -> (
    count: Int, last: Date
  ) {
    let periods = (horizon.timeIntervalSince(deadline) / period.timeInterval).rounded(.down)
    // Capped well inside an Int: only a period of attoseconds over a jump of millions of
    // years comes near it.
    let count = periods > 0 ? Int(Swift.min(periods, 1e18)) + 1 : 1
    let last = deadline + Double(count - 1) * period.timeInterval
    return (count, Swift.max(deadline, Swift.min(last, horizon)))
  }
}
