import Binders
import Foundation
import Presentation
import Services
import TextUI

/// The app's dependency graph: every service, state and binder, created in one place
/// from an ``AppConfiguration``.
///
/// This is the only place that knows how the parts fit together, as IceCubes installs
/// its environment in one `AppView`. Every other type gets what it needs through its
/// initializer, so a test builds the same graph with a different configuration and
/// nothing reaches for a global. When the account changes, the `AccountToClients`
/// binder re-wires the graph's clients; the graph itself is built once.
@MainActor
public final class AppGraph {
  public let configuration: AppConfiguration
  public let clock: WallClock

  // MARK: Services
  public let accounts: AccountService
  public let location: LocationService
  public let preferences: PreferencesService
  public let weather: WeatherService
  public let radar: RadarService
  public let airQuality: AirQualityService

  /// Every service that fetches for the location on screen: the one list a new feed is
  /// added to. A location change, an account switch, `r` and auto-refresh refresh each
  /// of them, an account switch gives each its client, ``settled(_:)`` waits for each
  /// reply, and the failure notice shows when any fails. (`stratus render` fails when the
  /// screen's own data fails: ``AppTab/feeds(in:)``.) One a line: a new feed is a
  /// line of its own.
  public var feeds: [any LocationFeed] {
    [
      weather,
      radar,
      airQuality,
    ]
  }

  /// Every service that fetches through a client: the feeds and the place search.
  public var dataServices: [any DataService] { feeds.map { $0 as any DataService } + [location] }

  // MARK: UI states
  public let app: AppState
  public let week: WeekState
  public let picker: PickerState
  public let time: TimeState
  public let toast: ToastState
  public let hints: KeyHintsState
  public let routers: TabRouters

  /// The links between services, started by ``start()``.
  public private(set) var binders: [any Binder] = []
  /// Whether the person asked to quit (`q`).
  public private(set) var isQuitRequested = false

  /// Builds the graph; nothing runs until ``start()``.
  ///
  /// - Throws: ``AppError/unknownAccount(name:known:)`` when the configuration names
  ///   an account that does not exist.
  public init(configuration: AppConfiguration) throws(AppError) {
    self.configuration = configuration
    clock = configuration.clock.wallClock
    accounts = AccountService(store: configuration.store, defaults: configuration.settings)
    if let name = configuration.accountName {
      do {
        try accounts.switchAccount(to: name)
      } catch {
        throw .unknownAccount(name: name, known: accounts.accounts.map(\.displayName))
      }
    }
    let account = accounts.activeAccount
    let clients = Self.clients(for: account, configuration: configuration, clock: clock)
    location = LocationService(
      active: configuration.location ?? accounts.lastLocation ?? account.home,
      favourites: account.favourites, ofAccount: account.id, client: clients.geocoding)
    preferences = PreferencesService(preferences: account.preferences, ofAccount: account.id)
    weather = WeatherService(client: clients.weather, clock: clock)
    radar = RadarService(client: clients.radar, clock: clock)
    airQuality = AirQualityService(client: clients[feed: AirQualityFeed.self], clock: clock)
    app = AppState(showing: .launch)
    week = WeekState()
    picker = PickerState()
    time = TimeState(now: clock.now())
    toast = ToastState()
    hints = KeyHintsState()
    routers = TabRouters()
    if let units = configuration.units { preferences.setUnits(units) }
    binders = makeBinders()
  }

  /// The clients for `account`: the configuration's override, or its data source's,
  /// in the configuration's data state.
  private static func clients(
    for account: Account, configuration: AppConfiguration, clock: WallClock
  ) -> Clients {
    let clients = configuration.sourceClients(for: account, clock: clock)
    return configuration.dataState.applied(to: clients, clock: clock)
  }

  private func makeBinders() -> [any Binder] {
    let configuration = self.configuration
    let clock = self.clock
    return [
      SettingsToAccount(location: location, preferences: preferences, accounts: accounts),
      AccountToClients(
        accounts: accounts, location: location, preferences: preferences, feeds: feeds,
        makeClients: { Self.clients(for: $0, configuration: configuration, clock: clock) },
        resetNavigation: { [weak self] in self?.resetNavigation() }),
      LocationToWeather(
        location: location, feeds: feeds, clock: clock, debounce: configuration.debounce),
      AutoRefresh(preferences: preferences, location: location, feeds: feeds, clock: clock),
      RadarPlayback(radar: radar, clock: clock),
      FailureToast(feeds: feeds, toast: toast, clock: clock),
    ]
  }

  // MARK: Running

  /// Starts every binder: the first fetch happens here.
  public func start() {
    for binder in binders { binder.start() }
  }

  /// Stops every binder and its timers.
  public func stop() {
    for binder in binders { binder.stop() }
  }

  /// Waits until every reaction has run and every request that will end by itself has
  /// been answered (or, with `.reactions`, until every reaction has run).
  ///
  /// A change can start a chain (a key selects a place; a binder fetches it; the reply
  /// updates the weather; another binder saves the place), so this awaits the first
  /// part that has not settled, then looks at them all again, until all have settled at
  /// the same moment. Each part knows what it has under way and resumes the wait when
  /// that is done: nothing is polled, and a reply is waited for however long it takes,
  /// which an HTTP source bounds by its transport's deadline. Time is never waited for:
  /// a request asleep on the manual clock (a scripted slow server), one that never
  /// answers (`--state loading`) and a binder's timer have settled, and stay loading or
  /// armed until the clock moves (see `WorkProgress`).
  ///
  /// - Parameter policy: `.replies` (the default) for a frame that shows the data;
  ///   `.reactions` for the interactive app, which draws at once and again when a reply
  ///   lands.
  public func settled(_ policy: SettlePolicy = .replies) async {
    let services: [any Settling] = dataServices.map { $0 as any Settling }
    let parts: [any Settling] = policy == .replies ? binders + services : binders
    await parts.settled()
  }

  // MARK: Intentions the shell's keys call

  /// The router of the tab on screen.
  public var currentRouter: Router { routers[app.tab] }

  /// Opens `sheet` over the current tab.
  public func present(_ sheet: Sheet) {
    if sheet == .locationPicker { picker.reset() }
    currentRouter.present(sheet)
  }

  /// Fetches every feed for the place on screen again.
  public func refresh() {
    for feed in feeds { feed.refresh(for: location.active) }
  }

  /// Asks the runtime to stop.
  public func requestQuit() {
    isQuitRequested = true
  }

  /// Back to the first tab (Now), every tab at its root, no sheet: an account switch.
  private func resetNavigation() {
    routers.resetAll()
    app.select(.launch)
    week.reset()
    picker.reset()
  }
}
