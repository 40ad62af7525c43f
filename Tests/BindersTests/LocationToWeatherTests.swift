import Services
import ServicesTestSupport
import Testing

@testable import Binders

@MainActor
@Suite struct LocationToWeatherTests {
  let harness = BinderHarness()

  func makeBinder() -> LocationToWeather {
    LocationToWeather(
      location: harness.location, feeds: harness.feeds, clock: harness.clock.clock,
      debounce: .milliseconds(300))
  }

  @Test func startingFetchesTheActivePlaceAtOnce() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    #expect(harness.weather.state.isLoading)
    await harness.weatherReplies.waitForCalls(1)
    await harness.radarReplies.waitForCalls(1)
    #expect(harness.weatherReplies.calls == [TestPlace.a])
    #expect(harness.radarReplies.calls == [TestPlace.a])
  }

  @Test func everyFeedIsFetchedForTheNewPlaceAndOnlyThose() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await harness.airQualityReplies.waitForCalls(1)
    harness.location.select(TestPlace.b)
    await binder.settled()
    await harness.clock.advance(by: .milliseconds(300))
    await binder.settled()
    await harness.airQualityReplies.waitForCalls(2)
    await harness.weatherReplies.waitForCalls(2)
    await harness.radarReplies.waitForCalls(2)
    #expect(harness.airQualityReplies.calls == [TestPlace.a, TestPlace.b])
    #expect(harness.weatherReplies.calls == [TestPlace.a, TestPlace.b])
    #expect(harness.radarReplies.calls == [TestPlace.a, TestPlace.b])
    #expect(harness.airQuality.isAbout(TestPlace.b))
  }

  @Test func locationChangesAToBToCWithAsReplyArrivingLastShowC() async {
    let harness = BinderHarness(start: TestPlace.home)
    let binder = LocationToWeather(
      location: harness.location, feeds: harness.feeds, clock: harness.clock.clock,
      debounce: .milliseconds(300))
    binder.start()
    defer { binder.stop() }
    await harness.weatherReplies.waitForCalls(1)

    // Each place stays put past the debounce, so each is fetched.
    for place in [TestPlace.a, TestPlace.b, TestPlace.c] {
      harness.location.select(place)
      await binder.settled()
      await harness.clock.waitForSleepers(1)
      await harness.clock.advance(by: .milliseconds(300))
    }
    await harness.weatherReplies.waitForCalls(4)
    #expect(Set(harness.weatherReplies.calls.map(\.name)) == ["Home", "A", "B", "C"])

    harness.answerWeather(for: TestPlace.c, summary: "C")
    await harness.weather.settled()
    harness.answerWeather(for: TestPlace.b, summary: "B, late")
    harness.answerWeather(for: TestPlace.a, summary: "A, later still")
    harness.answerWeather(for: TestPlace.home, summary: "home, latest of all")
    await eventually { [log = harness.log] in
      log.lines.count(where: { $0.hasPrefix("weather: dropped") }) == 3
    }

    #expect(harness.weather.state.latest?.location == TestPlace.c)
    #expect(harness.weather.state.latest?.value.current.summary == "C")
  }

  @Test func changesWithinTheDebounceFetchOnlyTheLastPlace() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await harness.weatherReplies.waitForCalls(1)

    harness.location.select(TestPlace.b)
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .milliseconds(100))
    harness.location.select(TestPlace.c)
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .milliseconds(299))
    #expect(harness.weatherReplies.calls == [TestPlace.a])
    await harness.clock.advance(by: .milliseconds(1))
    await harness.weatherReplies.waitForCalls(2)
    #expect(harness.weatherReplies.calls == [TestPlace.a, TestPlace.c])
  }

  @Test func stoppingCancelsTheFetchWaitingOnTheDebounce() async {
    let binder = makeBinder()
    binder.start()
    await harness.weatherReplies.waitForCalls(1)
    harness.location.select(TestPlace.b)
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    binder.stop()
    await harness.clock.advance(by: .seconds(5))
    harness.location.select(TestPlace.c)
    await harness.clock.advance(by: .seconds(5))
    #expect(harness.weatherReplies.calls == [TestPlace.a])
    #expect(harness.clock.sleeperCount == 0)
  }

  @Test func startingTwiceObservesOnce() async {
    let binder = makeBinder()
    binder.start()
    binder.start()
    defer { binder.stop() }
    await harness.weatherReplies.waitForCalls(1)
    harness.location.select(TestPlace.b)
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    for _ in 0..<100 { await Task.yield() }
    #expect(harness.clock.sleeperCount == 1, "a second observer would wait a second time")
  }
}
