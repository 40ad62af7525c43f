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
  private var observer: ValueObserver<Watched>?

  public init(
    location: LocationService, preferences: PreferencesService, accounts: AccountService
  ) {
    self.location = location
    self.preferences = preferences
    self.accounts = accounts
  }

  public func start() {
    guard observer == nil else { return }
    let observer = ValueObserver(
      read: { [location, preferences] in
        Watched(
          favourites: location.favourites, preferences: preferences.preferences,
          active: location.active)
      },
      react: { [weak self] _ in
        guard let self else { return }
        Self.save(location: self.location, preferences: self.preferences, into: self.accounts)
        self.accounts.remember(location: self.location.active)
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

  /// Records the favourites and preferences with the accounts they belong to.
  static func save(
    location: LocationService, preferences: PreferencesService, into accounts: AccountService
  ) {
    accounts.update(favourites: location.favourites, forAccount: location.favouritesAccountID)
    accounts.update(preferences: preferences.preferences, forAccount: preferences.accountID)
  }
}
