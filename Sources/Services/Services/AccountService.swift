import Observation

/// Owns the accounts, which one is active, and their saving.
///
/// It is the one place settings are written: favourites, preferences and the location
/// on screen reach it through the `SettingsToAccount` binder, and every change is saved
/// at once through the injected ``SettingsStore``. A file that cannot be read leaves the
/// defaults in force and the reason in ``problem``, for the app to show.
///
/// A save never blocks the caller, which is the key path of `stratus run`: while another
/// process holds the settings lock, ``saveState`` is ``SaveState/waiting(lock:)`` and a
/// task waits (off the main actor) for the lock to be let go, then saves the settings as
/// they are at that moment, so the last value of each wins and nothing typed is lost.
@MainActor
@Observable
public final class AccountService {
  /// Every account, in the order they were added.
  public private(set) var accounts: [Account]
  /// The id of the account in use.
  public private(set) var activeAccountID: Account.ID
  /// The location on screen when the settings were last saved.
  public private(set) var lastLocation: Location?
  /// Why the settings could not be read or saved, if they could not.
  public private(set) var problem: PersistenceError?
  /// Whether this session's changes are saved, or wait for another process's lock.
  public private(set) var saveState: SaveState = .saved

  @ObservationIgnored private let store: SettingsStore
  @ObservationIgnored private let log: Log
  /// The settings as this service last read or saved them: what a save compares with
  /// to tell its own changes from those another process saved meanwhile.
  @ObservationIgnored private var base: SavedSettings
  /// The wait for the lock, while ``saveState`` is waiting: at most one at a time.
  @ObservationIgnored private var retry: Task<Void, Never>?

  /// Loads the saved settings, or uses `defaults` when there are none or they cannot be
  /// read.
  ///
  /// - Precondition: `defaults` has at least one account and its active id names one.
  public init(store: SettingsStore, defaults: SavedSettings, log: Log = .discarding) {
    self.store = store
    self.log = log
    var settings = defaults
    do {
      if let saved = try store.load() { settings = saved }
    } catch {
      problem = error
      log.write("accounts: \(error)")
    }
    accounts = settings.accounts
    activeAccountID = settings.activeAccountID
    lastLocation = settings.activeLocation
    base = settings
  }

  /// The account in use.
  public var activeAccount: Account {
    accounts.first { $0.id == activeAccountID } ?? accounts[0]
  }

  /// The account whose id or display name is `name`, ignoring case.
  public func account(named name: String) -> Account? {
    accounts.first { $0.id.lowercased() == name.lowercased() }
      ?? accounts.first { $0.displayName.lowercased() == name.lowercased() }
  }

  /// Makes the account named `name` (id or display name) the active one.
  ///
  /// - Throws: ``AccountError/unknown(name:known:)`` listing the accounts there are.
  public func switchAccount(to name: String) throws(AccountError) {
    guard let account = account(named: name) else {
      throw .unknown(name: name, known: accounts.map(\.displayName))
    }
    guard account.id != activeAccountID else { return }
    activeAccountID = account.id
    log.write("accounts: switched to \(account.displayName)")
    save()
  }

  /// Records `favourites` as the favourites of the account `id`.
  public func update(favourites: [Location], forAccount id: Account.ID) {
    modifyAccount(id) { $0.favourites = favourites }
  }

  /// Records `preferences` as the preferences of the account `id`.
  public func update(preferences: Preferences, forAccount id: Account.ID) {
    modifyAccount(id) { $0.preferences = preferences }
  }

  /// Records the favourites and preferences on screen with the accounts they belong to
  /// (which, just after a switch, is not yet the active one): what a settings change
  /// saves, and what a switch saves of the outgoing account before it re-wires the app.
  public func record(
    favourites: [Location], ofAccount favouritesID: Account.ID, preferences: Preferences,
    ofAccount preferencesID: Account.ID
  ) {
    update(favourites: favourites, forAccount: favouritesID)
    update(preferences: preferences, forAccount: preferencesID)
  }

  /// Records the location on screen, so the next run opens there.
  public func remember(location: Location) {
    guard location != lastLocation else { return }
    lastLocation = location
    save()
  }

  private func modifyAccount(_ id: Account.ID, _ change: (inout Account) -> Void) {
    guard let index = accounts.firstIndex(where: { $0.id == id }) else { return }
    var account = accounts[index]
    change(&account)
    guard account != accounts[index] else { return }
    accounts[index] = account
    save()
  }

  /// Takes in what another process saved since this service last read or saved the
  /// settings, without saving: `stratus run` calls it before each key, so a change made
  /// in another session on the same data folder shows here at the next key press.
  ///
  /// What this session changed and could not save (a read-only folder) is kept, as a
  /// save would keep it. A file that cannot be read changes nothing.
  public func takeInSavedChanges() {
    guard let saved = (try? store.load()) ?? nil else { return }
    let mine = SavedSettings(
      accounts: accounts, activeAccountID: activeAccountID, activeLocation: lastLocation)
    let merged = SavedSettings.merging(changesFrom: base, to: mine, into: saved)
    adopt(merged.accounts)
    base = SavedSettings(
      accounts: saved.accounts, activeAccountID: activeAccountID, activeLocation: lastLocation)
  }

  /// Saves this service's changes since ``base``, and takes in what another process
  /// saved meanwhile.
  ///
  /// Another `stratus run` on the same data folder may have changed an account (its
  /// units, say): the save keeps that change, and the accounts here take it too, so
  /// this session shows it and its next save does not undo it. The active account and
  /// location stay this session's own: another session switching account does not
  /// switch this one (the file records whichever switched last, for the next run).
  ///
  /// While a wait for the lock is under way, nothing is tried: the wait's save takes the
  /// settings as they are when the lock frees, this change included.
  private func save() {
    guard retry == nil else { return }
    let settings = SavedSettings(
      accounts: accounts, activeAccountID: activeAccountID, activeLocation: lastLocation)
    do {
      let saved = try store.save(settings, since: base)
      adopt(saved.accounts)
      base = SavedSettings(
        accounts: accounts, activeAccountID: activeAccountID, activeLocation: lastLocation)
      saveState = .saved
      switch problem {
      case .unwritable, .unusableLock, .noDataDirectory: problem = nil
      default: break
      }
    } catch {
      if case .lockHeld(let lock) = error {
        if saveState == .saved { log.write("accounts: \(error); saving when it lets go") }
        saveState = .waiting(lock: lock)
        retry = Task { [store, weak self] in
          await store.lockFreed()
          guard let self else { return }
          self.retry = nil
          self.save()
        }
        return
      }
      saveState = .saved
      problem = error
      log.write("accounts: \(error)")
    }
  }

  /// Returns once no save waits for the lock: at once when none does, else when the
  /// waiting changes are saved (or the save failed for good, in ``problem``).
  ///
  /// `stratus script --save-settings` waits here before it ends; tests wait here after
  /// letting go of a lock they held, rather than for a length of time.
  public func pendingSaveSettled() async {
    while let retry {
      await retry.value
    }
  }

  /// Shows `saved`, the accounts as another process left them, unless they lost the
  /// active account (which this session keeps using).
  private func adopt(_ saved: [Account]) {
    guard saved != accounts, saved.contains(where: { $0.id == activeAccountID }) else { return }
    accounts = saved
  }
}
