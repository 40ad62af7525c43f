import Foundation
import Services
import ServicesTestSupport
import Testing

@testable import Binders

/// The services a binder links, wired to clients whose replies the test sends by hand,
/// and a manual clock.
@MainActor
final class BinderHarness {
  let clock = ManualClock(now: FixtureTime.reference)
  let log = LogRecorder()
  let weatherReplies = ReplyGate<Location, Weather>()
  let radarReplies = ReplyGate<Location, Radar>()
  let airQualityReplies = ReplyGate<Location, AirQuality>()
  let store = SettingsStore.inMemory()

  /// The settings the accounts start from (nothing is saved yet).
  let savedDefaults: SavedSettings
  let accounts: AccountService
  let location: LocationService
  let preferences: PreferencesService
  let weather: WeatherService
  let radar: RadarService
  let airQuality: AirQualityService

  /// Three feeds of three kinds (a service of its own, one with playback state, a
  /// generic ``FeedService``), to show that a binder treats any list of feeds alike.
  /// The app's list is `AppGraph.feeds`; adding a feed there needs nothing here.
  var feeds: [any LocationFeed] { [weather, radar, airQuality] }

  init(start: Location = TestPlace.a) {
    let personal = Account(
      id: "personal", displayName: "Personal", favourites: [TestPlace.b],
      preferences: Preferences(units: .metric, autoRefreshMinutes: 10), home: TestPlace.a)
    let work = Account(
      id: "work", displayName: "Work", apiKey: APIKey("work-secret"), favourites: [TestPlace.c],
      preferences: Preferences(units: .imperial, autoRefreshMinutes: 5), home: TestPlace.c)
    savedDefaults = SavedSettings(accounts: [personal, work], activeAccountID: "personal")
    accounts = AccountService(store: store, defaults: savedDefaults, log: log.log)
    location = LocationService(
      active: start, favourites: personal.favourites, ofAccount: "personal",
      client: Clients.unimplemented().geocoding, log: log.log)
    preferences = PreferencesService(preferences: personal.preferences, ofAccount: "personal")
    weather = WeatherService(
      client: WeatherClient(forecast: weatherReplies.call), clock: clock.clock, log: log.log)
    radar = RadarService(
      client: RadarClient(radar: radarReplies.call), clock: clock.clock, log: log.log)
    airQuality = AirQualityService(
      client: FeedClient<AirQualityFeed>(fetch: airQualityReplies.call), clock: clock.clock,
      log: log.log)
  }

  /// Answers the waiting weather request for `place` with weather named after `summary`.
  func answerWeather(for place: Location, summary: String) {
    weatherReplies.reply(to: place, with: .success(TestPlace.weather(summary)))
  }

  deinit {
    weatherReplies.cancelAll()
    radarReplies.cancelAll()
    airQualityReplies.cancelAll()
  }
}
