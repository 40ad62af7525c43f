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
}
