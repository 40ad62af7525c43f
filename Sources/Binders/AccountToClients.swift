import Services

/// Re-wires the app for the active account whenever it changes, as IceCubes'
/// `setClient` does on an account switch.
///
/// The sequence it handles, when the active account changes:
/// 1. Save the outgoing account's favourites and preferences to it (a change made just
///    before the switch is not lost, whichever binder reacts first).
/// 2. Build that account's clients (its API key in them) and give them to every data
///    service. Each drops its request in flight, so a reply fetched with the old
///    account's key is never shown under the new account, even for the same place.
/// 3. Load the account's favourites and preferences.
/// 4. Reset navigation through the hook the app provides (tabs, pushed screens, sheets).
/// 5. Move to the account's home location and fetch every feed for it.
@MainActor
public final class AccountToClients: Binder {
  private let accounts: AccountService
  private let location: LocationService
  private let preferences: PreferencesService
  private let feeds: [any LocationFeed]
  private let makeClients: @MainActor (Account) -> Clients
  private let resetNavigation: @MainActor () -> Void
  private let work = BinderWork()

  /// - Parameters:
  ///   - feeds: the services that fetch for the location (the graph's ``LocationFeed``
  ///     list); they and `location` (the place search) are given the new clients.
  ///   - makeClients: the clients for an account, usually
  ///     `{ source.clients(apiKey: $0.apiKey, clock: clock) }`.
  ///   - resetNavigation: returns the app to its first screen.
  public init(
    accounts: AccountService, location: LocationService, preferences: PreferencesService,
    feeds: [any LocationFeed],
    makeClients: @escaping @MainActor (Account) -> Clients,
    resetNavigation: @escaping @MainActor () -> Void = {}
  ) {
    self.accounts = accounts
    self.location = location
    self.preferences = preferences
    self.feeds = feeds
    self.makeClients = makeClients
    self.resetNavigation = resetNavigation
  }

  public func start() {
    work.observe(
      { [accounts] in accounts.activeAccountID }, react: { [weak self] _ in self?.accountChanged() }
    )
  }

  public func stop() {
    work.stop()
  }

  public var isSettled: Bool { work.isSettled }

  public func settled() async {
    await work.settled()
  }

  private func accountChanged() {
    accounts.record(
      favourites: location.favourites, ofAccount: location.favouritesAccountID,
      preferences: preferences.preferences, ofAccount: preferences.accountID)
    let account = accounts.activeAccount
    let clients = makeClients(account)
    for feed in feeds { feed.use(clients) }
    location.use(clients)
    location.loadFavourites(account.favourites, ofAccount: account.id)
    preferences.load(account.preferences, ofAccount: account.id)
    resetNavigation()
    location.select(account.home)
    for feed in feeds { feed.refresh(for: account.home) }
  }
}
