import Services
import ServicesTestSupport
import Testing

@testable import Binders

@MainActor
@Suite struct SettingsToAccountTests {
  let harness = BinderHarness()

  func makeBinder() -> SettingsToAccount {
    SettingsToAccount(
      location: harness.location, preferences: harness.preferences, accounts: harness.accounts)
  }

  @Test func favouritesPreferencesAndThePlaceOnScreenAreSaved() async throws {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    harness.location.addFavourite(TestPlace.c)
    harness.preferences.setUnits(.imperial)
    harness.location.select(TestPlace.b)
    await binder.settled()

    let saved = try #require(try harness.store.load())
    #expect(saved.accounts[0].favourites == [TestPlace.b, TestPlace.c])
    #expect(saved.accounts[0].preferences.units == .imperial)
    #expect(saved.activeLocation == TestPlace.b)
    #expect(saved.accounts[1].favourites == [TestPlace.c])
  }

  @Test func aChangeAnotherSessionSavedIsKeptAndShownAfterTheNextSave() async throws {
    let binder = makeBinder()
    binder.start()
    defer { binder.stop() }
    // Another `stratus run` on the same settings sets a 30-minute refresh.
    let before = harness.savedDefaults
    var theirs = before
    theirs.accounts[0].preferences.autoRefreshMinutes = 30
    _ = try harness.store.save(theirs, since: before)

    harness.preferences.setUnits(.imperial)
    await binder.settled()

    let both = Preferences(units: .imperial, autoRefreshMinutes: 30)
    #expect(try harness.store.load()?.accounts[0].preferences == both)
    #expect(harness.accounts.activeAccount.preferences == both)
    #expect(harness.preferences.preferences == both)
  }

  @Test func aReactionAfterAnAccountSwitchSavesToTheAccountTheFavouritesBelongTo() async throws {
    // Both binders run, and the favourite is added and the account switched before
    // either has reacted: the favourite must end up with the account it was added to.
    let settings = makeBinder()
    let switcher = AccountToClients(
      accounts: harness.accounts, location: harness.location, preferences: harness.preferences,
      feeds: harness.feeds,
      makeClients: { [harness] _ in
        var clients = Clients.unimplemented()
        clients.weather = WeatherClient(forecast: harness.weatherReplies.call)
        clients.radar = RadarClient(radar: harness.radarReplies.call)
        clients[feed: AirQualityFeed.self] = FeedClient(fetch: harness.airQualityReplies.call)
        return clients
      })
    switcher.start()
    settings.start()
    defer {
      settings.stop()
      switcher.stop()
    }
    harness.location.addFavourite(TestPlace.home)
    try harness.accounts.switchAccount(to: "work")
    await settings.settled()
    await switcher.settled()

    let saved = try #require(try harness.store.load())
    #expect(saved.accounts[0].favourites == [TestPlace.b, TestPlace.home])
    #expect(saved.accounts[1].favourites == [TestPlace.c])
  }

  @Test func stoppingStopsSaving() async throws {
    let binder = makeBinder()
    binder.start()
    binder.stop()
    harness.location.addFavourite(TestPlace.c)
    await binder.settled()
    #expect(try harness.store.load() == nil)
  }
}
