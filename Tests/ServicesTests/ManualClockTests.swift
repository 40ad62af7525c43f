import Foundation
import Testing

@testable import Services

@Suite struct ManualClockTests {
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  @Test func sleeperWakesOnlyWhenItsDeadlinePasses() async throws {
    let clock = ManualClock(now: start)
    let woke = LockedValue<Date?>(nil)
    let task = Task {
      try await clock.sleep(for: .seconds(300))
      woke.withLock { $0 = clock.now }
    }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(299))
    #expect(woke.withLock { $0 } == nil)
    await clock.advance(by: .seconds(1))
    try await task.value
    #expect(woke.withLock { $0 } == start.addingTimeInterval(300))
  }

  @Test func sleepersWakeInDeadlineOrderSeeingTheirOwnDeadline() async throws {
    let clock = ManualClock(now: start)
    let order = LockedValue<[String]>([])
    let late = Task {
      try await clock.sleep(for: .seconds(20))
      order.withLock { $0.append("late at \(clock.now.timeIntervalSince(start))") }
    }
    await clock.waitForSleepers(1)
    let early = Task {
      try await clock.sleep(for: .seconds(10))
      order.withLock { $0.append("early at \(clock.now.timeIntervalSince(start))") }
    }
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(60))
    try await late.value
    try await early.value
    #expect(order.withLock { $0 } == ["early at 10.0", "late at 20.0"])
    #expect(clock.now == start.addingTimeInterval(60))
  }

  @Test func cancellingASleeperThrowsAndRemovesIt() async {
    let clock = ManualClock(now: start)
    let task = Task { try await clock.sleep(for: .seconds(60)) }
    await clock.waitForSleepers(1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func zeroDurationDoesNotWait() async throws {
    let clock = ManualClock(now: start)
    try await clock.sleep(for: .zero)
    #expect(clock.sleeperCount == 0)
  }

  @Test func wallClockValueReadsTheManualTime() async {
    let clock = ManualClock(now: start)
    let wall = clock.clock
    await clock.advance(by: .seconds(90))
    #expect(wall.now() == start.addingTimeInterval(90))
  }

  // MARK: - Timers

  /// Iterates a timer on `clock` as tracked work, so each `advance` waits until it is
  /// asleep again, recording each firing as (seconds since `start`, periods).
  private func record(
    _ clock: ManualClock, every period: Duration
  ) -> (firings: LockedValue<[Firing]>, task: Task<Void, Never>) {
    let firings = LockedValue<[Firing]>([])
    let work = WorkProgress()
    let task = Task { [start] in
      defer { work.end() }
      try? await work.run {
        for try await periods in clock.clock.timer(every: period) {
          firings.withLock {
            $0.append(Firing(at: clock.now.timeIntervalSince(start), periods: periods))
          }
        }
      }
    }
    return (firings, task)
  }

  struct Firing: Equatable {
    var at: TimeInterval
    var periods: Int
  }

  @Test func aTimerFiresOncePerPeriodWhenTheClockStepsThroughThem() async {
    let clock = ManualClock(now: start)
    let (firings, task) = record(clock, every: .seconds(10))
    defer { task.cancel() }
    await clock.waitForSleepers(1)
    for _ in 0..<3 { await clock.advance(by: .seconds(10)) }
    #expect(
      firings.withLock { $0 } == [
        Firing(at: 10, periods: 1), Firing(at: 20, periods: 1), Firing(at: 30, periods: 1),
      ])
  }

  @Test func aJumpPastManyFiringsWakesATimerOnceAtTheLastOfThem() async {
    let clock = ManualClock(now: start)
    let (firings, task) = record(clock, every: .seconds(10))
    defer { task.cancel() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(95))
    #expect(firings.withLock { $0 } == [Firing(at: 90, periods: 9)])
    #expect(clock.wakeCount == 1)
    #expect(clock.now == start.addingTimeInterval(95))
    // The schedule carries on from where it was: the next firing is at 100, not 105.
    await clock.advance(by: .seconds(5))
    #expect(firings.withLock { $0 }.last == Firing(at: 100, periods: 1))
  }

  @Test func aJumpOfAHundredThousandHoursCostsOneWake() async {
    let clock = ManualClock(now: start)
    let (firings, task) = record(clock, every: .milliseconds(500))
    defer { task.cancel() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(100_000 * 3600))
    #expect(firings.withLock { $0 } == [Firing(at: 100_000 * 3600, periods: 720_000_000)])
    #expect(clock.wakeCount == 1)
  }

  @Test func aPlainSleeperDueInAJumpSeesTheTimerFireJustBeforeIt() async throws {
    let clock = ManualClock(now: start)
    let (firings, timer) = record(clock, every: .seconds(10))
    defer { timer.cancel() }
    await clock.waitForSleepers(1)
    let timerFiringsAtWake = LockedValue<[Firing]>([])
    let work = WorkProgress()
    let sleeper = Task {
      defer { work.end() }
      try await work.run { try await clock.sleep(for: .seconds(35)) }
      timerFiringsAtWake.withLock { $0 = firings.withLock { $0 } }
    }
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(100))
    try await sleeper.value
    #expect(timerFiringsAtWake.withLock { $0 } == [Firing(at: 30, periods: 3)])
    #expect(firings.withLock { $0 } == [Firing(at: 30, periods: 3), Firing(at: 100, periods: 7)])
    #expect(clock.wakeCount == 3)
  }

  @Test func aTimerKeepsMovingWhereADateCannotTellItsPeriodsApart() async {
    // Some 300 million years on, a `Date` counts in steps of two seconds.
    let far = Date(timeIntervalSinceReferenceDate: 1e16)
    let clock = ManualClock(now: far)
    let firings = LockedValue(0)
    let work = WorkProgress()
    let task = Task {
      defer { work.end() }
      try? await work.run {
        for try await _ in clock.clock.timer(every: .milliseconds(500)) {
          firings.withLock { $0 += 1 }
        }
      }
    }
    defer { task.cancel() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(60))
    #expect((1...3).contains(firings.withLock { $0 }))
  }
}
