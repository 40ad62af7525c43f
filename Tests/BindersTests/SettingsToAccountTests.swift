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
        clients.airQuality = AirQualityClient(current: harness.airQualityReplies.call)
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
