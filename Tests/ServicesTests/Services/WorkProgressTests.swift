import Foundation
import ServicesTestSupport
import Testing

@testable import Services

/// Work is waited for until it ends or sleeps; time is never waited for.
@MainActor
@Suite struct WorkProgressTests {
  let clock = ManualClock(now: TestPlace.start)

  /// A weather service whose client answers `summary` after `latency` on the manual
  /// clock: a scripted slow server.
  func slowService(latency: Duration) -> WeatherService {
    let clock = self.clock
    return WeatherService(
      client: WeatherClient { _ in
        try await clock.sleep(for: latency)
        return TestPlace.weather("slow")
      }, clock: clock.clock)
  }

  @Test func workHasSettledOnceItSleepsOnTheClock() async {
    let work = WorkProgress()
    #expect(!work.isSettled, "new work is working")
    let task = Task { [clock] in
      await work.run { try? await clock.sleep(for: .seconds(1)) }
      work.end()
    }
    await work.settled()
    #expect(clock.sleeperCount == 1, "settled means asleep, not over")
    await clock.advance(by: .seconds(1))
    await task.value
    #expect(work.isSettled)
  }

  @Test func aRequestAsleepOnTheClockHasSettledAndAdvanceDeliversIt() async {
    let service = slowService(latency: .seconds(2))
    service.refresh(for: TestPlace.a)
    #expect(!service.isSettled, "working until it reaches the clock")
    await service.settled()
    #expect(service.state.isLoading)
    await clock.advance(by: .seconds(1))
    #expect(service.state.isLoading)
    await clock.advance(by: .seconds(1))
    #expect(service.state.latest?.value.current.summary == "slow", "advance waited for it")
  }

  @Test func aRequestThatNeverAnswersHasSettledUntilItIsReplaced() async {
    let service = WeatherService(
      client: WeatherClient { _ in try await WorkProgress.neverAnswer() }, clock: clock.clock)
    service.refresh(for: TestPlace.a)
    await service.settled()
    #expect(service.state.isLoading)
    service.setClient(WeatherClient { _ in TestPlace.weather("answered") })
    service.refresh(for: TestPlace.a)
    await service.settled()
    #expect(service.state.latest?.value.current.summary == "answered")
  }
}
