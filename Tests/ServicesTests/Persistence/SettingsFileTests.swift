import Foundation
import Testing

@testable import Services

@Suite struct SettingsFileTests {
  let directory: TemporaryDirectory
  let clock = ManualClock(now: FixtureTime.reference)
  let settings = SavedSettings(
    accounts: Account.fixtures.all, activeAccountID: "work",
    activeLocation: Location.fixtures.oslo)

  init() throws { directory = try TemporaryDirectory() }

  var dataDirectory: URL { directory.url.appendingPathComponent("state/stratus") }
  var store: SettingsStore { .file(in: dataDirectory, clock: clock.clock) }
  var filePath: String { dataDirectory.appendingPathComponent("settings.json").path }

  @Test func aMissingFileMeansDefaults() throws {
    #expect(try store.load() == nil)
  }

  @Test func savedSettingsRoundTripWithTheKey() throws {
    try store.save(settings)
    let loaded = try #require(try store.load())
    #expect(loaded == settings)
    #expect(loaded.accounts[1].apiKey?.revealed == "fixture-work-key-7d1f0c")
  }

  @Test func theFileIsPrivateToItsOwnerFromTheStart() throws {
    try store.save(settings)
    let file = try FileManager.default.attributesOfItem(atPath: filePath)
    let folder = try FileManager.default.attributesOfItem(atPath: dataDirectory.path)
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }

  @Test func aSaveReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
    try store.save(settings)
    var changed = settings
    changed.activeAccountID = "personal"
    try store.save(changed)
    #expect(try store.load() == changed)
    #expect(try directory.entries(in: "state/stratus") == [".settings.json.lock", "settings.json"])
  }

  @Test func aFailedSaveLeavesTheOldFileIntact() throws {
    try store.save(settings)
    // A directory where the temporary file would go makes the write fail before the
    // rename, as a full disk would.
    let blocker = dataDirectory.appendingPathComponent(
      ".settings.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    var changed = settings
    changed.activeAccountID = "personal"
    #expect(throws: PersistenceError.self) { try store.save(changed) }
    #expect(try store.load() == settings)
  }

  @Test func aCorruptFileIsMovedAsideWithAClearError() throws {
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try Data("{ \"version\": 1, \"accounts\": [".utf8).write(to: URL(fileURLWithPath: filePath))

    let error = #expect(throws: PersistenceError.self) { try store.load() }
    let moved = filePath + ".corrupt-20261122T200000Z"
    #expect(error == .corrupt(file: filePath, movedTo: moved, reason: "not JSON"))
    #expect(
      error?.description
        == "\(filePath) is not valid settings (not JSON); it was moved to \(moved) and the defaults are in use"
    )
    #expect(FileManager.default.fileExists(atPath: moved))
    #expect(try store.load() == nil)
  }

  @Test func aSecondCorruptFileInTheSameSecondGetsItsOwnName() throws {
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    for _ in 0..<2 {
      try Data("[]".utf8).write(to: URL(fileURLWithPath: filePath))
      _ = try? store.load()
    }
    #expect(
      try directory.entries(in: "state/stratus") == [
        "settings.json.corrupt-20261122T200000Z", "settings.json.corrupt-20261122T200000Z-2",
      ])
  }

  @Test func aMissingFieldIsNamedWithItsPath() throws {
    try store.save(settings)
    var text = try String(contentsOfFile: filePath, encoding: .utf8)
    // The first Toronto in the file is the personal account's home (keys are sorted).
    let range = try #require(text.range(of: "\"name\" : \"Toronto\","))
    text.removeSubrange(range)
    try Data(text.utf8).write(to: URL(fileURLWithPath: filePath))
    let error = #expect(throws: PersistenceError.self) { try store.load() }
    guard case .corrupt(_, _, let reason) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reason == "accounts[0].home: missing 'name'")
  }

  @Test func aFileFromANewerStratusIsKeptAside() throws {
    var newer = settings
    newer.version = SavedSettings.formatVersion + 1
    try store.save(newer)
    let error = #expect(throws: PersistenceError.self) { try store.load() }
    guard case .corrupt(_, _, let reason) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("written by a newer Stratus (format 2"))
  }

  @Test func errorsNeverQuoteTheFilesContents() throws {
    try store.save(settings)
    var text = try String(contentsOfFile: filePath, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"units\" : \"imperial\"", with: "\"units\" : 7")
    try Data(text.utf8).write(to: URL(fileURLWithPath: filePath))
    let error = #expect(throws: PersistenceError.self) { try store.load() }
    let text2 = "\(String(describing: error)) \(String(reflecting: error))"
    #expect(!text2.contains("fixture-work-key-7d1f0c"))
    #expect(text2.contains("accounts[1].preferences.units"))
  }

  @Test func aDirectoryInThePlaceOfTheFileIsUnreadable() throws {
    try FileManager.default.createDirectory(
      atPath: filePath, withIntermediateDirectories: true)
    let error = #expect(throws: PersistenceError.self) { try store.load() }
    guard case .unreadable(let file, _) = error else {
      Issue.record("expected unreadable, got \(String(describing: error))")
      return
    }
    #expect(file == filePath)
  }
}
