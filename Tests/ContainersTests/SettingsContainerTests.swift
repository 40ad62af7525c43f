import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The Settings screen's and the account switcher's containers, with real services built
/// from the fixtures.
@MainActor
@Suite struct SettingsContainerTests {
  /// The services the Settings screen reads, Personal or Work active.
  @MainActor
  private struct Services {
    let accounts: AccountService
    let preferences: PreferencesService
    let weather: WeatherService
    let time: TimeState
    let router = Router(sheet: .accountSwitcher)

    init(active: Account = Account.fixtures.personal, store: SettingsStore = .inMemory()) {
      accounts = AccountService(
        store: store,
        defaults: SavedSettings(
          accounts: [Account.fixtures.personal, Account.fixtures.work], activeAccountID: active.id))
      preferences = PreferencesService(preferences: active.preferences, ofAccount: active.id)
      let clock = ManualClock(now: FixtureTime.reference)
      weather = WeatherService(client: .fixtures(clock: clock.clock), clock: clock.clock)
      time = TimeState(now: FixtureTime.reference.addingTimeInterval(2 * 60))
    }

    func settings(source: String = "fixtures", glyphs: Glyphs = .unicode) -> SettingsContainer {
      SettingsContainer(
        accounts: accounts, preferences: preferences, weather: weather, time: time,
        source: source, glyphs: glyphs)
    }

    func switcher(glyphs: Glyphs = .unicode) -> AccountSwitcherContainer {
      AccountSwitcherContainer(accounts: accounts, router: router, glyphs: glyphs)
    }
  }

  private static let width = 80
  private static let height = 20

  private func screen(_ renderer: Renderer, _ view: some View) -> String {
    renderer.render(view, width: Self.width, height: Self.height).rows.joined(separator: "\n")
  }

  // MARK: - Props

  /// Personal in use with its metric units and 10-minute refresh, the weather fetched
  /// two minutes ago over HTTP.
  @Test func settingsPropsForThePersonalAccountWithFreshWeather() {
    let fetched = Fetched(
      value: Weather.fixtures.toronto, location: Location.fixtures.toronto,
      fetchedAt: FixtureTime.reference)
    let props = SettingsContainer.props(
      accounts: Account.fixtures.all, activeAccountID: "personal",
      preferences: Account.fixtures.personal.preferences, state: .loaded(fetched),
      now: FixtureTime.reference.addingTimeInterval(2 * 60), problem: nil,
      source: "http:https://api.open-meteo.com", glyphs: .unicode)
    assertSnapshot(of: props, as: .dump)
  }

  /// Work in use with its imperial units and 5-minute refresh, no weather yet. Only the
  /// accounts' display names reach the props, never their keys.
  @Test func settingsPropsForTheWorkAccountBeforeAnyWeather() {
    let props = SettingsContainer.props(
      accounts: Account.fixtures.all, activeAccountID: "work",
      preferences: Account.fixtures.work.preferences, state: .idle, now: FixtureTime.reference,
      problem: nil, source: "fixtures", glyphs: .unicode)
    assertSnapshot(of: props, as: .dump)
  }

  @Test func statusSaysHowLongAgoTheWeatherArrived() {
    let fetched = Fetched(
      value: Weather.fixtures.toronto, location: Location.fixtures.toronto,
      fetchedAt: FixtureTime.reference)
    let now = FixtureTime.reference.addingTimeInterval(2 * 60)
    let status = SettingsContainer.dataStatus(
      source: "http:https://api.open-meteo.com", state: .loaded(fetched), now: now,
      problem: nil, glyphs: .unicode)
    #expect(status.updated == "Updated 2 min ago")
    #expect(status.source == "http:https://api.open-meteo.com")
    let failed = SettingsContainer.dataStatus(
      source: "fixtures",
      state: .failed(
        .unreachable(source: "x", reason: "y"), location: Location.fixtures.toronto,
        lastGood: fetched),
      now: FixtureTime.reference.addingTimeInterval(3 * 3600), problem: nil, glyphs: .unicode)
    #expect(failed.updated == "Updated 3 h ago")
  }

  /// A settings problem is one line of the status, marked with the glyph set's alert.
  @Test func settingsStatusWhenTheSettingsCannotBeSaved() {
    let status = SettingsContainer.dataStatus(
      source: "fixtures", state: .idle, now: FixtureTime.reference,
      problem: .unwritable(file: "settings.json", reason: "read-only file system"),
      glyphs: .ascii)
    assertInlineSnapshot(of: status, as: .dump) {
      """
      |SettingsDataStatus.Props(|
      |  source: "fixtures",|
      |  updated: "Not updated yet",|
      |  problem: "Could not save settings.json: read-only file system",|
      |  alert: "!",|
      |  saving: .saved,|
      |)|
      """
    }
  }

  /// A save waiting for another process's lock is said by the view, from the lock's path.
  @Test func settingsStatusWhileASaveWaitsForTheLock() {
    let status = SettingsContainer.dataStatus(
      source: "fixtures", state: .idle, now: FixtureTime.reference, problem: nil,
      saveState: .waiting(lock: "/data/.settings.json.lock"), glyphs: .ascii)
    #expect(status.saving == .waiting(lockFile: "/data/.settings.json.lock"))
    #expect(status.problem == nil, "waiting is not a failure")
  }

  @Test func autoRefreshReadsAsMinutesOrOff() {
    #expect(SettingsContainer.autoRefresh(minutes: 10) == "Every 10 min")
    #expect(SettingsContainer.autoRefresh(minutes: 0) == "Off")
  }

  @Test func autoRefreshStepsByFiveMinutesUpToAnHourThenOff() {
    #expect(AutoRefreshSteps.moreOften(than: 10) == 5)
    #expect(AutoRefreshSteps.moreOften(than: 5) == 5)
    #expect(AutoRefreshSteps.moreOften(than: 0) == 60)
    #expect(AutoRefreshSteps.moreOften(than: 1440) == 60)
    #expect(AutoRefreshSteps.lessOften(than: 10) == 15)
    #expect(AutoRefreshSteps.lessOften(than: 60) == 0)
    #expect(AutoRefreshSteps.lessOften(than: 0) == 0)
    #expect(AutoRefreshSteps.lessOften(than: 7) == 12)
  }

  // MARK: - The fixtures are what the container makes

  /// The hand-written `SettingsView.Props` fixtures are the container's own output for
  /// the matching services' values: the built-in accounts, their preferences, Toronto's
  /// weather fetched at the reference time, seen two minutes or an hour later.
  @Test func fixturesAreTheContainersOwnOutput() {
    let fetched = FetchState<Weather>.loaded(
      Fetched(
        value: Weather.fixtures.toronto, location: Location.fixtures.toronto,
        fetchedAt: FixtureTime.reference))
    let twoMinutesLater = FixtureTime.reference.addingTimeInterval(2 * 60)
    func props(
      accounts: [Account] = Account.fixtures.all, active: Account.ID = "personal",
      preferences: Preferences = .standard, state: FetchState<Weather> = fetched,
      now: Date = twoMinutesLater, problem: PersistenceError? = nil,
      source: String = "fixtures", glyphs: Glyphs = .unicode
    ) -> SettingsView.Props {
      SettingsContainer.props(
        accounts: accounts, activeAccountID: active, preferences: preferences,
        state: state, now: now, problem: problem, source: source, glyphs: glyphs)
    }
    assertEqual(props(), .personal)
    assertEqual(
      props(
        active: "work", preferences: Account.fixtures.work.preferences,
        now: FixtureTime.reference.addingTimeInterval(3600),
        source: "http:https://api.open-meteo.com"), .work)
    let many = [
      Account.fixtures.personal,
      Account(id: "family", displayName: "가족 (Family)", home: Location.fixtures.seoul),
      Account(
        id: "desk", displayName: "Weather desk at the Llanfairpwll community centre",
        home: Location.fixtures.llanfairpwll),
    ]
    assertEqual(
      props(
        accounts: many, active: "desk",
        problem: .corrupt(
          file: "/home/ada/.local/state/stratus/settings.json",
          movedTo: "settings.json.corrupt-20261122-150000", reason: "unexpected end of file"),
        source: "file:/home/ada/Library/Stratus/recordings/toronto-2026-11-22.json"), .problem)
    assertEqual(props(state: .idle, now: FixtureTime.reference), .neverUpdated)
    assertEqual(
      props(preferences: Preferences(units: .metric, autoRefreshMinutes: 0), glyphs: .ascii), .ascii
    )
  }

  // MARK: - The screen, rendered

  @Test func rendersAccountsPreferencesSourceAndFreshness() async {
    let services = Services()
    services.weather.refresh(for: Location.fixtures.toronto)
    await services.weather.settled()
    let text = screen(Renderer(), services.settings(source: "file:/tmp/toronto.json"))
    #expect(text.contains("▸ Personal"))
    #expect(text.contains("▸ Metric (°C, km/h, kPa, km)"))
    #expect(text.contains("Auto-refresh: Every 10 min"))
    #expect(text.contains("Source: file:/tmp/toronto.json"))
    #expect(text.contains("Updated 2 min ago"))
  }

  @Test func unreadableSettingsShowTheirProblem() {
    let store = SettingsStore(
      load: { () throws(PersistenceError) in
        throw .unreadable(file: "settings.json", reason: "permission denied")
      },
      saveChanges: { settings, _ in settings })
    let services = Services(store: store)
    #expect(screen(Renderer(), services.settings()).contains("⚠ Could not read settings.json"))
  }

  @Test func pressingUTogglesTheUnitsAndRedraws() {
    let services = Services()
    let renderer = Renderer()
    _ = screen(renderer, services.settings())
    #expect(renderer.dispatch("u"))
    #expect(services.preferences.preferences.units == .imperial)
    #expect(screen(renderer, services.settings()).contains("▸ Imperial (°F, mph, inHg, mi)"))
  }

  @Test func plusAndMinusChangeTheAutoRefreshInterval() {
    let services = Services()
    let renderer = Renderer()
    _ = screen(renderer, services.settings())
    renderer.dispatch("+")
    #expect(services.preferences.preferences.autoRefreshMinutes == 5)
    renderer.dispatch("-")
    renderer.dispatch("-")
    #expect(services.preferences.preferences.autoRefreshMinutes == 15)
    #expect(screen(renderer, services.settings()).contains("Auto-refresh: Every 15 min"))
  }

  @Test func apiKeyNeverReachesAFrame() {
    let key = Account.fixtures.work.apiKey!.revealed
    let services = Services(active: Account.fixtures.work)
    for glyphs in [Glyphs.unicode, .ascii] {
      for (width, height) in [(80, 20), (40, 16), (120, 36)] {
        let renderer = Renderer()
        renderer.isTracing = true
        let settings = renderer.render(
          services.settings(glyphs: glyphs), width: width, height: height)
        #expect(!settings.rows.joined().contains(key))
        #expect(!String(describing: renderer.lastTrace).contains(key))
        let switcher = renderer.render(
          services.switcher(glyphs: glyphs), width: width, height: height)
        #expect(!switcher.rows.joined().contains(key))
        #expect(!String(describing: renderer.lastTrace).contains(key))
      }
    }
  }
}
