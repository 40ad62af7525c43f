import Services

/// Saves the favourites, preferences and location on screen to the accounts whenever
/// they change, so the next run starts where this one left off.
///
/// The sequence it handles: a favourite is added, removed or moved, a preference
/// changes, or another place is selected; on the main actor, after the change, the
/// binder hands the new values to ``AccountService``, which saves them at once. The
/// favourites and preferences are saved to the account they belong to
/// (``LocationService/favouritesAccountID``), not merely the active one, so a reaction
/// that runs after an account switch cannot copy one account's favourites into another.
///
/// It links the other way too. A save takes in what another `stratus run` on the same
/// data folder saved meanwhile (``AccountService``), so the active account can change
/// underneath: its favourites and preferences are then loaded into the services, and the
/// screen shows them. An account switch in progress is left to `AccountToClients`, which
/// loads the new account itself.
@MainActor
public final class SettingsToAccount: Binder {
  private struct Watched: Equatable {
    var favourites: [Location]
    var preferences: Preferences
    var active: Location
  }

  private let location: LocationService
  private let preferences: PreferencesService
  private let accounts: AccountService
  private let work = BinderWork()
  private let incoming = BinderWork()

  public init(
    location: LocationService, preferences: PreferencesService, accounts: AccountService
  ) {
    self.location = location
    self.preferences = preferences
    self.accounts = accounts
  }

  public func start() {
    work.observe(
      { [location, preferences] in
        Watched(
          favourites: location.favourites, preferences: preferences.preferences,
          active: location.active)
      },
      react: { [weak self] _ in self?.save() })
    incoming.observe(
      { [accounts] in accounts.activeAccount }, react: { [weak self] in self?.load($0) })
  }

  public func stop() {
    work.stop()
    incoming.stop()
  }

  public var isSettled: Bool { work.isSettled && incoming.isSettled }

  public func settled() async {
    await work.settled()
    await incoming.settled()
  }

  private func save() {
    accounts.record(
      favourites: location.favourites, ofAccount: location.favouritesAccountID,
      preferences: preferences.preferences, ofAccount: preferences.accountID)
    accounts.remember(location: location.active)
  }

  /// Shows the active account's favourites and preferences where they changed in the
  /// accounts but not in the services: a change another process saved.
  private func load(_ account: Account) {
    if preferences.accountID == account.id && preferences.preferences != account.preferences {
      preferences.load(account.preferences, ofAccount: account.id)
    }
    if location.favouritesAccountID == account.id && location.favourites != account.favourites {
      location.loadFavourites(account.favourites, ofAccount: account.id)
    }
  }
}
