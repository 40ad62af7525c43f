import Services

/// Re-wires the app for the active account whenever it changes, as IceCubes'
/// `setClient` does on an account switch.
///
/// The sequence it handles, when the active account changes:
/// 1. Save the outgoing account's favourites and preferences to it (a change made just
///    before the switch is not lost, whichever binder reacts first).
/// 2. Build that account's clients (its API key in them) and give them to every
///    service. Each service drops its request in flight, so a reply fetched with the
///    old account's key is never shown under the new account, even for the same place.
/// 3. Load the account's favourites and preferences.
/// 4. Reset navigation through the hook the app provides (tabs, pushed screens, sheets).
/// 5. Move to the account's home location and fetch its weather and radar.
@MainActor
public final class AccountToClients: Binder {
  private let accounts: AccountService
  private let location: LocationService
  private let preferences: PreferencesService
  private let weather: WeatherService
  private let radar: RadarService
  private let makeClients: @MainActor (Account) -> Clients
  private let resetNavigation: @MainActor () -> Void
  private var observer: ValueObserver<Account.ID>?

  /// - Parameters:
  ///   - makeClients: the clients for an account, usually
  ///     `{ source.clients(apiKey: $0.apiKey, clock: clock) }`.
  ///   - resetNavigation: returns the app to its first screen.
  public init(
    accounts: AccountService, location: LocationService, preferences: PreferencesService,
    weather: WeatherService, radar: RadarService,
    makeClients: @escaping @MainActor (Account) -> Clients,
    resetNavigation: @escaping @MainActor () -> Void = {}
  ) {
    self.accounts = accounts
    self.location = location
    self.preferences = preferences
    self.weather = weather
    self.radar = radar
    self.makeClients = makeClients
    self.resetNavigation = resetNavigation
  }

  public func start() {
    guard observer == nil else { return }
    let observer = ValueObserver(
      read: { [accounts] in accounts.activeAccountID },
      react: {
        [weak self] _ in
        self?.accountChanged()
      })
    self.observer = observer
    observer.start()
  }

  public func stop() {
    observer?.stop()
    observer = nil
  }

  public var isSettled: Bool { observer?.isSettled ?? true }

  public func settled() async {
    await observer?.settled()
  }

  private func accountChanged() {
    SettingsToAccount.save(location: location, preferences: preferences, into: accounts)
    let account = accounts.activeAccount
    let clients = makeClients(account)
    weather.setClient(clients.weather)
    radar.setClient(clients.radar)
    location.setClient(clients.geocoding)
    location.loadFavourites(account.favourites, ofAccount: account.id)
    preferences.load(account.preferences, ofAccount: account.id)
    resetNavigation()
    location.select(account.home)
    weather.refresh(for: account.home)
    radar.refresh(for: account.home)
  }
}
