import Foundation
import Testing

@testable import Services

/// The store over `settings.json`: a file it cannot read is never saved over, and the
/// two wrappers the tool uses (read only; saving from a moment on) do what they say.
@Suite struct SettingsStoreTests {
  let directory: TemporaryDirectory
  let clock = ManualClock(now: FixtureTime.reference)
  let settings = SavedSettings(accounts: Account.fixtures.all, activeAccountID: "work")

  init() throws { directory = try TemporaryDirectory() }

  var store: SettingsStore { .file(in: directory.url, clock: clock.clock) }
  var filePath: String { directory.url.appendingPathComponent("settings.json").path }

  @Test func aFileThatCouldNotBeReadIsNotSavedOverUntilItCanBe() throws {
    try FileManager.default.createDirectory(atPath: filePath, withIntermediateDirectories: false)
    let store = self.store
    #expect(throws: PersistenceError.self) { try store.load() }
    #expect(
      throws: PersistenceError.unwritable(
        file: filePath, reason: "it could not be read, so it is left as it is")
    ) { try store.save(settings) }

    try FileManager.default.removeItem(atPath: filePath)
    #expect(try store.load() == nil)
    try store.save(settings)
    #expect(try store.load() == settings)
  }

  @Test func aCorruptFileIsMovedAsideSoTheNextSaveWritesAFreshOne() throws {
    try Data("[]".utf8).write(to: URL(fileURLWithPath: filePath))
    let store = self.store
    #expect(throws: PersistenceError.self) { try store.load() }
    try store.save(settings)
    #expect(try store.load() == settings)
  }

  @Test func aFileTooLargeToBeSettingsIsMovedAside() throws {
    try Data(count: SettingsFile.maximumBytes + 1).write(to: URL(fileURLWithPath: filePath))
    let error = #expect(throws: PersistenceError.self) { try store.load() }
    guard case .corrupt(_, _, let reason) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reason == "larger than 4 MB")
  }

  @Test func aReadOnlyStoreLoadsAndNeverSaves() throws {
    try store.save(settings)
    let readOnly = store.readOnly
    var changed = settings
    changed.activeAccountID = "personal"
    try readOnly.save(changed)
    #expect(try readOnly.load() == settings)
  }

  @Test func aStoreSavesOnlyWhileItIsAllowedTo() throws {
    let allowed = LockedValue(false)
    let gated = store.saving(while: { allowed.withLock { $0 } })
    try gated.save(settings)
    #expect(try gated.load() == nil, "a save before the switch is ignored")
    allowed.withLock { $0 = true }
    try gated.save(settings)
    #expect(try gated.load() == settings)
  }
}
