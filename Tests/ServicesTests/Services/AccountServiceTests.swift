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
      load: { () throws(PersistenceError) in throw problem }, save: { _ in })
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
      save: { settings throws(PersistenceError) in
        writes.withLock { $0 += 1 }
        try memory.save(settings)
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
      save: { _ throws(PersistenceError) in throw .unwritable(file: "f", reason: "disk full") })
    let service = AccountService(store: store, defaults: defaults)
    service.remember(location: Location.fixtures.oslo)
    #expect(service.lastLocation == Location.fixtures.oslo)
    #expect(service.problem == .unwritable(file: "f", reason: "disk full"))
  }
}
