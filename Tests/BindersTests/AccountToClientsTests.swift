import Services
import ServicesTestSupport
import Testing

@testable import Binders

@MainActor
@Suite struct AccountToClientsTests {
  let harness = BinderHarness()
  let newWeather = ReplyGate<Location, Weather>()
  let newRadar = ReplyGate<Location, Radar>()
  let newAirQuality = ReplyGate<Location, AirQuality>()
  let wiredFor = LockedValue<[String]>([])
  let resets = LockedValue(0)

  func makeBinder() -> AccountToClients {
    AccountToClients(
      accounts: harness.accounts, location: harness.location, preferences: harness.preferences,
      feeds: harness.feeds,
      makeClients: { [newWeather, newRadar, newAirQuality, wiredFor] account in
        wiredFor.withLock { $0.append("\(account.id) key:\(account.apiKey?.revealed ?? "none")") }
        var clients = Clients.unimplemented()
        clients.weather = WeatherClient(forecast: newWeather.call)
        clients.radar = RadarClient(radar: newRadar.call)
        clients[feed: AirQualityFeed.self] = FeedClient(fetch: newAirQuality.call)
        return clients
      },
      resetNavigation: { [resets] in resets.withLock { $0 += 1 } })
  }

  @Test func aSwitchReWiresLoadsMovesHomeResetsAndFetches() async throws {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    try harness.accounts.switchAccount(to: "Work")
    await binder.settled()

    #expect(wiredFor.withLock { $0 } == ["work key:work-secret"])
    #expect(harness.location.favourites == [TestPlace.c])
    #expect(harness.location.favouritesAccountID == "work")
    #expect(harness.preferences.preferences.units == .imperial)
    #expect(harness.preferences.accountID == "work")
    #expect(resets.withLock { $0 } == 1)
    #expect(harness.location.active == TestPlace.c)
    await newWeather.waitForCalls(1)
    await newRadar.waitForCalls(1)
    #expect(newWeather.calls == [TestPlace.c])
    newWeather.reply(to: TestPlace.c, with: .success(TestPlace.weather("work weather")))
    await harness.weather.settled()
    #expect(harness.weather.state.latest?.value.current.summary == "work weather")
  }

  @Test func aSwitchMidRefreshDropsThePreviousAccountsReply() async throws {
    // The refresh in flight is for the work account's home, so the place alone cannot
    // tell the two replies apart: only the account can.
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    harness.weather.refresh(for: TestPlace.c)
    await harness.weatherReplies.waitForCalls(1)

    try harness.accounts.switchAccount(to: "work")
    await binder.settled()
    await newWeather.waitForCalls(1)

    harness.answerWeather(for: TestPlace.c, summary: "personal's reply")
    await eventually { [log = harness.log] in
      log.lines.contains("weather: dropped a stale reply for C")
    }
    #expect(harness.weather.state == .loading(TestPlace.c, previous: nil))

    newWeather.reply(to: TestPlace.c, with: .success(TestPlace.weather("work's reply")))
    await harness.weather.settled()
    #expect(harness.weather.state.latest?.value.current.summary == "work's reply")
  }

  @Test func startingDoesNotReWireTheAccountAlreadyInUse() async {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    await binder.settled()
    #expect(wiredFor.withLock { $0 }.isEmpty)
  }

  @Test func aFavouriteRemovedJustBeforeASwitchIsSavedToItsOwnAccount() async throws {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    harness.location.removeFavourite(TestPlace.b)
    try harness.accounts.switchAccount(to: "work")
    await binder.settled()

    let saved = try #require(try harness.store.load())
    #expect(saved.accounts[0].favourites.isEmpty)
    #expect(saved.accounts[1].favourites == [TestPlace.c])
  }
}
