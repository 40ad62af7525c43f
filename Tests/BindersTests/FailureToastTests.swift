import Services
import ServicesTestSupport
import Testing

@testable import Binders

/// The failure notice follows every feed: any one failing shows it, and it goes after a
/// while.
@MainActor
@Suite struct FailureToastTests {
  let harness = BinderHarness()
  let toast = ToastState()

  func makeBinder() -> FailureToast {
    FailureToast(
      feeds: harness.feeds, toast: toast, clock: harness.clock.clock, duration: .seconds(5))
  }

  @Test func aFailedFeedOtherThanTheWeatherShowsTheNoticeForAWhile() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    harness.airQuality.refresh(for: TestPlace.a)
    await harness.airQualityReplies.waitForCalls(1)
    harness.airQualityReplies.reply(
      to: TestPlace.a, with: .failure(ClientError.unreachable(source: "s", reason: "down")))
    await harness.airQuality.settled()
    await binder.settled()
    #expect(toast.notice == .refreshFailed)
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .seconds(5))
    await binder.settled()
    #expect(toast.notice == nil)
  }

  @Test func noFailureShowsNoNotice() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    harness.airQuality.refresh(for: TestPlace.a)
    await harness.airQualityReplies.waitForCalls(1)
    harness.airQualityReplies.reply(
      to: TestPlace.a, with: .success(AirQuality(time: TestPlace.start, europeanIndex: 3)))
    await harness.airQuality.settled()
    await binder.settled()
    #expect(toast.notice == nil)
  }
}
