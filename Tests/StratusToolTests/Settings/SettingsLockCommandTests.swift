import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings lock (`.settings.json.lock`) through the built tool: a lock file that
/// cannot be used is refused at once and named, and a lock another process holds never
/// freezes `run`'s screen.
@Suite struct SettingsLockCommandTests {
  static let toggleUnits = "key 5\nkey u\n"

  /// `script - --save-settings` that toggles the units, in `data`.
  func saveUnits(in data: DataFolder) async throws -> Stratus.Result {
    try await Stratus.run(
      ["script", "-", "--save-settings"], input: Self.toggleUnits, environment: data.environment,
      killAfter: HangGuard.seconds)
  }

  func lockPath(in data: DataFolder) throws -> String {
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    return data.url.appendingPathComponent(".settings.json.lock").path
  }

  @Test func aFIFOAtTheLockIsRefusedAndNamedNotWaitedOnForEver() async throws {
    let data = try DataFolder()
    let lock = try lockPath(in: data)
    // No process writes to it, as in the report: the tool used to wait in open() for a
    // writer for ever (until killed, status 9, here).
    #expect(mkfifo(lock, 0o600) == 0)
    let result = try await saveUnits(in: data)
    #expect(result.status == 74, "it used to hang in open() until killed")
    #expect(
      result.error
        == "stratus script: settings were not saved: \(lock) is a FIFO, not a regular file; refusing to use it\n"
    )
    #expect(data.settingsBytes() == nil)
  }

  @Test func aSymbolicLinkOrAFolderAtTheLockIsNamedAsWhatItIs() async throws {
    let data = try DataFolder()
    let lock = try lockPath(in: data)
    #expect(symlink(data.scratch.appendingPathComponent("elsewhere").path, lock) == 0)
    let link = try await saveUnits(in: data)
    #expect(link.status == 74)
    #expect(
      link.error
        == "stratus script: settings were not saved: \(lock) is a symbolic link; refusing to follow it\n"
    )
    unlink(lock)
    try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
    let folder = try await saveUnits(in: data)
    #expect(
      folder.error
        == "stratus script: settings were not saved: \(lock) is a folder, not a file\n")
  }

  @Test(.enabled(if: Unprivileged.isAvailable, "running as root without setpriv"))
  func aLockFileThatCannotBeOpenedIsNamed() async throws {
    let data = try DataFolder()
    let lock = try lockPath(in: data)
    #expect(FileManager.default.createFile(atPath: lock, contents: nil))
    chmod(lock, 0o600)  // the test's own, so the user the tool runs as cannot open it
    Unprivileged.handOver(data.url.path)
    let result = try await Unprivileged.run(
      ["script", "-", "--save-settings"], input: Self.toggleUnits, environment: data.environment)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus script: settings were not saved: \(lock) cannot be opened: Permission denied\n")
  }

  @Test func aScriptWhoseLockStaysHeldSaysSoAndSavesNothing() async throws {
    let data = try DataFolder()
    let lock = try lockPath(in: data)
    let holder = try HeldLock(lock)
    defer { holder.release() }
    let result = try await saveUnits(in: data)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus script: settings were not saved: another process held \(lock) until the end\n")
    #expect(data.settingsBytes() == nil)
  }
}
