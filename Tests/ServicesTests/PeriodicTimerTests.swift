import Foundation
import Testing

@testable import Services

/// A timer on any clock, not only the manual one: it counts the periods that came by
/// while it slept, so a late wake (a suspended machine) is one firing that says so.
@Suite struct PeriodicTimerTests {
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  @Test func aTimerOnAClockThatSleepsLateCountsThePeriodsThatCameBy() async throws {
    // A clock whose every sleep lasts 35 seconds, whatever was asked.
    let now = LockedValue(start)
    let clock = WallClock(
      now: { now.withLock { $0 } },
      sleep: { _ in now.withLock { $0 += 35 } })
    var firings: [Int] = []
    for try await periods in clock.timer(every: .seconds(10)) {
      firings.append(periods)
      if firings.count == 3 { break }
    }
    // Woken at 35 (10, 20 and 30 came by), at 70 (40 to 70), at 105 (80, 90, 100).
    #expect(firings == [3, 4, 3])
  }

  @Test func firingsCountEveryPeriodUpToTheHorizonAndNameTheLast() {
    let (count, last) = PeriodicTimer.firings(
      from: start, every: .milliseconds(500), by: start.addingTimeInterval(10.25))
    #expect(count == 21)
    #expect(last == start.addingTimeInterval(10))
    let early = PeriodicTimer.firings(from: start, every: .seconds(1), by: start - 5)
    #expect(early.count == 1 && early.last == start, "a clock that woke early: one firing")
  }
}
