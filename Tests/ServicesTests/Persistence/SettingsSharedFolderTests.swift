import Dispatch
import Foundation
import Testing

@testable import Services

/// Two `stratus run` sessions on one data folder: each save writes its own changes, under
/// a lock, over what the other saved.
@Suite struct SettingsSharedFolderTests {
  let directory: TemporaryDirectory
  let clock = ManualClock(now: FixtureTime.reference)
  let initial = SavedSettings(accounts: Account.fixtures.all, activeAccountID: "personal")

  init() throws { directory = try TemporaryDirectory() }

  /// The store of one session (each session builds its own, as each process does).
  func session() -> SettingsStore { .file(in: directory.url, clock: clock.clock) }

  @Test func twoSessionsChangingDifferentFieldsKeepBoth() throws {
    try session().save(initial)
    let a = session()
    let b = session()
    let baseA = try #require(try a.load())
    let baseB = try #require(try b.load())

    var theirs = baseB
    theirs.accounts[0].preferences.autoRefreshMinutes = 30
    _ = try b.save(theirs, since: baseB)
    var mine = baseA
    mine.accounts[0].preferences.units = .imperial
    let saved = try a.save(mine, since: baseA)

    let expected = Preferences(units: .imperial, autoRefreshMinutes: 30)
    #expect(saved.accounts[0].preferences == expected)
    #expect(try session().load()?.accounts[0].preferences == expected)
  }

  @Test func savesRacingFromManyThreadsLoseNoChange() throws {
    try session().save(initial)
    // Each writer owns one account's refresh and sets it 40 times, each time saving only
    // that change since its own last save; without the lock, a read-merge-write
    // overlapping another would write back the other's field as it was.
    let stores = [session(), session()]
    let initial = initial
    let rounds = 40
    let lock = FileLock(path: directory.url.appendingPathComponent(".settings.json.lock").path)
    DispatchQueue.concurrentPerform(iterations: stores.count) { index in
      var base = initial
      for round in 1...rounds {
        var changed = base
        changed.accounts[index].preferences.autoRefreshMinutes = round
        // A save never waits for the lock: while the other thread holds it, wait for it
        // to let go (on the lock itself, as `SettingsStore.lockFreed` does), then try
        // again.
        var saved: SavedSettings?
        repeat {
          do {
            saved = try stores[index].save(changed, since: base)
          } catch PersistenceError.lockHeld {
            lock.waitUntilFree()
          } catch {
            saved = base
          }
        } while saved == nil
        base = saved ?? base
      }
    }
    let saved = try #require(try session().load())
    #expect(saved.accounts.map(\.preferences.autoRefreshMinutes) == [rounds, rounds])
  }

  @Test func aSaveLeavesOnlyTheFileAndItsLock() throws {
    try session().save(initial)
    #expect(try directory.entries() == [".settings.json.lock", "settings.json"])
  }

  @Test func aCorruptFileFoundWhileSavingIsMovedAsideAndReplaced() throws {
    let store = session()
    try store.save(initial)
    try Data("{ not json".utf8).write(to: directory.url.appendingPathComponent("settings.json"))
    var changed = initial
    changed.activeAccountID = "work"

    #expect(try store.save(changed, since: initial) == changed)
    #expect(try store.load() == changed)
    #expect(try directory.entries().contains { $0.hasPrefix("settings.json.corrupt-") })
  }
}
