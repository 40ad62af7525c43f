import Foundation
import Services
import ServicesTestSupport
import TestSupport
import Testing

/// `AccountService` while another process holds the settings lock: a change returns at
/// once, the save waits, and the last value of each setting is what lands.
@MainActor
@Suite struct AccountServiceLockTests {
  let directory: TemporaryDirectory
  let defaults = SavedSettings(accounts: Account.fixtures.all, activeAccountID: "personal")

  init() throws { directory = try TemporaryDirectory() }

  var store: SettingsStore {
    .file(in: directory.url, clock: ManualClock(now: FixtureTime.reference).clock)
  }
  var lockPath: String { directory.url.appendingPathComponent(".settings.json.lock").path }

  @Test func changesMadeWhileTheLockIsHeldWaitAndTheLastOneLands() async throws {
    let service = AccountService(store: store, defaults: defaults)
    let holder = try HeldLock(lockPath)
    var preferences = service.activeAccount.preferences

    preferences.units = .imperial
    service.update(preferences: preferences, forAccount: "personal")
    #expect(service.saveState == .waiting(lock: lockPath), "the change returned at once")
    #expect(service.problem == nil, "waiting is not a failure")
    preferences.units = .metric
    preferences.autoRefreshMinutes = 30
    service.update(preferences: preferences, forAccount: "personal")
    #expect(try store.load() == nil, "nothing saved while the lock is held")

    holder.release()
    // Returns once the lock is let go and the waiting change saved: an event. HeldLock
    // opens the lock O_CLOEXEC, so no child process of another test keeps it held.
    await service.pendingSaveSettled()
    #expect(service.saveState == .saved)
    #expect(service.problem == nil)
    #expect(try store.load()?.accounts[0].preferences == preferences, "the last value wins")
  }

  @Test func aLockFileThatCannotBeUsedIsAProblemNotAWait() throws {
    try FileManager.default.createDirectory(atPath: lockPath, withIntermediateDirectories: true)
    let service = AccountService(store: store, defaults: defaults)
    service.remember(location: Location.fixtures.oslo)
    #expect(service.saveState == .saved)
    #expect(service.problem == .unusableLock(lock: lockPath, reason: "is a folder, not a file"))
  }
}
