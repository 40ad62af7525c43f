import Foundation
import Services
import ServicesTestSupport
import Testing

@MainActor
@Suite struct AccountServiceTests {
  let defaults = SavedSettings(accounts: Account.fixtures.all, activeAccountID: "personal")

  @Test func nothingSavedMeansTheDefaults() {
    let service = AccountService(store: .inMemory(), defaults: defaults)
    #expect(service.accounts == Account.fixtures.all)
    #expect(service.activeAccount == Account.fixtures.personal)
    #expect(service.problem == nil)
  }

  @Test func savedSettingsWinOverTheDefaults() {
    let saved = SavedSettings(
      accounts: Account.fixtures.all, activeAccountID: "work",
      activeLocation: Location.fixtures.oslo)
    let service = AccountService(store: .inMemory(saved), defaults: defaults)
    #expect(service.activeAccountID == "work")
    #expect(service.lastLocation == Location.fixtures.oslo)
  }

  @Test func aSettingsFileThatCannotBeReadLeavesTheDefaultsAndSaysWhy() {
    let problem = PersistenceError.corrupt(file: "f", movedTo: "g", reason: "not JSON")
    let store = SettingsStore(
      load: { () throws(PersistenceError) in throw problem },
      saveChanges: { settings, _ in settings })
    let service = AccountService(store: store, defaults: defaults)
    #expect(service.problem == problem)
    #expect(service.activeAccount == Account.fixtures.personal)
  }

  @Test func switchingByDisplayNameIgnoringCaseSaves() throws {
    let store = SettingsStore.inMemory()
    let service = AccountService(store: store, defaults: defaults)
    try service.switchAccount(to: "WORK")
    #expect(service.activeAccount == Account.fixtures.work)
    #expect(try store.load()?.activeAccountID == "work")
  }

  @Test func anUnknownAccountListsTheOnesThereAre() {
    let service = AccountService(store: .inMemory(), defaults: defaults)
    let error = #expect(throws: AccountError.self) { try service.switchAccount(to: "Holiday") }
    #expect(error?.description == "No account named 'Holiday'. Accounts: Personal, Work")
  }

  @Test func updatesAreSavedToTheNamedAccountAndNothingIsWrittenWhenNothingChanged() throws {
    let writes = LockedValue(0)
    let memory = SettingsStore.inMemory()
    let store = SettingsStore(
      load: memory.load,
      saveChanges: { settings, base throws(PersistenceError) in
        writes.withLock { $0 += 1 }
        return try memory.save(settings, since: base)
      })
    let service = AccountService(store: store, defaults: defaults)
    service.update(favourites: [Location.fixtures.seoul], forAccount: "work")
    service.update(favourites: [Location.fixtures.seoul], forAccount: "work")
    service.update(preferences: Account.fixtures.personal.preferences, forAccount: "personal")
    #expect(writes.withLock { $0 } == 1)
    #expect(try store.load()?.accounts[1].favourites == [Location.fixtures.seoul])
    #expect(service.activeAccount.favourites == Account.fixtures.personal.favourites)
  }

  @Test func aFailedSaveIsReportedAndTheChangeKeptInMemory() {
    let store = SettingsStore(
      load: { nil },
      saveChanges: { _, _ throws(PersistenceError) in
        throw .unwritable(file: "f", reason: "disk full")
      })
    let service = AccountService(store: store, defaults: defaults)
    service.remember(location: Location.fixtures.oslo)
    #expect(service.lastLocation == Location.fixtures.oslo)
    #expect(service.problem == .unwritable(file: "f", reason: "disk full"))
  }
}

/// Two sessions, each with its own `AccountService`, saving to one settings folder.
///
/// A save that finds the lock held goes on in the background (`AccountService.saveState`),
/// and the lock can be held for a moment by something other than the other session: a
/// child process another test starts shares this process's open files until it executes
/// its program. So each test waits for every session's saves to settle (an event, not a
/// length of time) before it reads what was saved, and before its folder is removed.
@MainActor
@Suite struct AccountServiceSharedFolderTests {
  let directory: TemporaryDirectory
  let defaults = SavedSettings(accounts: Account.fixtures.all, activeAccountID: "personal")

  init() throws { directory = try TemporaryDirectory() }

  func session() -> AccountService {
    AccountService(
      store: .file(in: directory.url, clock: ManualClock(now: FixtureTime.reference).clock),
      defaults: defaults)
  }

  /// Waits until no save of `sessions` waits for the lock, and checks none failed.
  func settled(_ sessions: AccountService...) async {
    for session in sessions {
      await session.pendingSaveSettled()
      #expect(session.saveState == .saved)
      #expect(session.problem == nil)
    }
  }

  @Test func eachSessionKeepsTheOthersChangeAndShowsItAfterItsNextSave() async throws {
    let a = session()
    let b = session()
    var units = a.activeAccount.preferences
    units.units = .imperial
    var refresh = b.activeAccount.preferences
    refresh.autoRefreshMinutes = 30

    a.update(preferences: units, forAccount: "personal")
    await settled(a)
    b.update(preferences: refresh, forAccount: "personal")
    await settled(b)

    let both = Preferences(units: .imperial, autoRefreshMinutes: 30)
    #expect(b.activeAccount.preferences == both)
    #expect(session().activeAccount.preferences == both)
    // A learns of B's change with its next save, and does not undo it.
    a.remember(location: Location.fixtures.oslo)
    await settled(a)
    #expect(a.activeAccount.preferences == both)
    #expect(session().activeAccount.preferences == both)
  }

  @Test func anotherSessionsAccountSwitchDoesNotSwitchThisOne() async throws {
    let a = session()
    let b = session()
    try b.switchAccount(to: "work")
    await settled(b)
    a.remember(location: Location.fixtures.oslo)
    await settled(a)
    #expect(a.activeAccountID == "personal")
    #expect(session().activeAccountID == "work")
    #expect(session().lastLocation == Location.fixtures.oslo)
  }
}

extension AccountServiceSharedFolderTests {
  @Test func anotherSessionsSaveIsTakenInWithoutSavingAndNotUndoneByTheNextSave() async throws {
    let a = session()
    let b = session()
    var refresh = b.activeAccount.preferences
    refresh.autoRefreshMinutes = 30
    b.update(preferences: refresh, forAccount: "personal")
    await settled(b)

    a.takeInSavedChanges()
    #expect(a.activeAccount.preferences.autoRefreshMinutes == 30)

    var units = a.activeAccount.preferences
    units.units = .imperial
    a.update(preferences: units, forAccount: "personal")
    await settled(a)
    #expect(
      session().activeAccount.preferences == Preferences(units: .imperial, autoRefreshMinutes: 30))
  }

  @Test func takingInKeepsThisSessionsActiveAccount() async throws {
    let a = session()
    let b = session()
    try b.switchAccount(to: "work")
    await settled(b)
    a.takeInSavedChanges()
    #expect(a.activeAccountID == "personal")
  }
}
