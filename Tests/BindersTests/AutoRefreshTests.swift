import Services
import ServicesTestSupport
import Testing

@testable import Binders

@MainActor
@Suite struct AutoRefreshTests {
  let harness = BinderHarness()

  func makeBinder() -> AutoRefresh {
    AutoRefresh(
      preferences: harness.preferences, location: harness.location, feeds: harness.feeds,
      clock: harness.clock.clock)
  }

  @Test func refreshesEveryIntervalOfTheClock() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .seconds(9 * 60 + 59))
    #expect(harness.weatherReplies.calls.isEmpty)
    await harness.clock.advance(by: .seconds(1))
    await harness.weatherReplies.waitForCalls(1)
    harness.answerWeather(for: TestPlace.a, summary: "10 past")
    harness.location.select(TestPlace.b)
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .seconds(10 * 60))
    await harness.weatherReplies.waitForCalls(2)
    #expect(harness.weatherReplies.calls == [TestPlace.a, TestPlace.b])
    // Every feed, not only the weather.
    await harness.radarReplies.waitForCalls(2)
    await harness.airQualityReplies.waitForCalls(2)
    #expect(harness.airQualityReplies.calls == [TestPlace.a, TestPlace.b])
  }

  @Test func aJumpOfManyIntervalsRefreshesOnce() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .seconds(24 * 3600 + 5 * 60))
    await harness.weatherReplies.waitForCalls(1)
    #expect(harness.weatherReplies.calls == [TestPlace.a])
    #expect(harness.clock.wakeCount == 1)
    // The next refresh keeps to the schedule: ten minutes after the last one (24 h),
    // five after the jump.
    harness.answerWeather(for: TestPlace.a, summary: "a day on")
    await harness.clock.advance(by: .seconds(5 * 60))
    let replies = harness.weatherReplies
    #expect(await eventually { replies.calls.count == 2 })
  }

  @Test func aNewIntervalRestartsTheTimerFromTheChange() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .seconds(8 * 60))
    harness.preferences.setAutoRefresh(minutes: 5)
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .seconds(4 * 60))
    #expect(harness.weatherReplies.calls.isEmpty)
    await harness.clock.advance(by: .seconds(60))
    await harness.weatherReplies.waitForCalls(1)
  }

  @Test func zeroMinutesTurnsAutoRefreshOff() async {
    harness.preferences.setAutoRefresh(minutes: 0)
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await harness.clock.advance(by: .seconds(24 * 3600))
    #expect(harness.clock.sleeperCount == 0)
    #expect(harness.weatherReplies.calls.isEmpty)
  }

  @Test func stoppingCancelsTheTimer() async {
    let binder = makeBinder()
    binder.start()
    await harness.clock.waitForSleepers(1)
    binder.stop()
    await eventually { [clock = harness.clock] in clock.sleeperCount == 0 }
    await harness.clock.advance(by: .seconds(3600))
    #expect(harness.weatherReplies.calls.isEmpty)
  }
}
