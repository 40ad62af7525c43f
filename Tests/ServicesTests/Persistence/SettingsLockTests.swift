import Foundation
import TestSupport
import Testing

@testable import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock every save takes (`.settings.json.lock`): a save never waits for it, and a
/// lock file that cannot be used is refused at once, by its own name.
@Suite struct SettingsLockTests {
  let directory: TemporaryDirectory
  let clock = ManualClock(now: FixtureTime.reference)
  let settings = SavedSettings(accounts: Account.fixtures.all, activeAccountID: "work")

  init() throws { directory = try TemporaryDirectory() }

  var store: SettingsStore { .file(in: directory.url, clock: clock.clock) }
  var lockPath: String { directory.url.appendingPathComponent(".settings.json.lock").path }

  /// The error a save throws, if it throws one.
  func saveError() -> PersistenceError? {
    do {
      try store.save(settings)
      return nil
    } catch {
      return error
    }
  }

  @Test func aFIFOInTheLocksPlaceIsRefusedNotWaitedOn() throws {
    #expect(mkfifo(lockPath, 0o600) == 0)
    // NB: a writer kept open, so that a lock opened without O_NONBLOCK does not hang
    // this test for ever: it is then used, and the save wrongly succeeds. O_CLOEXEC, so
    // that no child process another test starts meanwhile keeps the FIFO open.
    let writer = open(lockPath, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    try #require(writer >= 0)
    defer { close(writer) }
    let error = saveError()
    #expect(
      error
        == .unusableLock(
          lock: lockPath, reason: "is a FIFO, not a regular file; refusing to use it"))
    #expect(
      error?.description
        == "Could not save settings: \(lockPath) is a FIFO, not a regular file; refusing to use it")
    #expect(try directory.entries() == [".settings.json.lock"], "nothing saved")
  }

  @Test func aSymbolicLinkInTheLocksPlaceIsNamedNotFollowed() throws {
    let target = directory.url.appendingPathComponent("elsewhere").path
    #expect(symlink(target, lockPath) == 0)
    #expect(
      saveError()
        == .unusableLock(lock: lockPath, reason: "is a symbolic link; refusing to follow it"))
    #expect(!FileManager.default.fileExists(atPath: target), "the link was not followed")
  }

  @Test func aFolderInTheLocksPlaceIsNamed() throws {
    try FileManager.default.createDirectory(atPath: lockPath, withIntermediateDirectories: false)
    #expect(saveError() == .unusableLock(lock: lockPath, reason: "is a folder, not a file"))
  }

  @Test func aLockHeldByAnotherProcessFailsTheSaveAtOnceAndSaysWhenItIsFree() async throws {
    let holder = try HeldLock(lockPath)
    // Without waiting: an `flock` on another open file of the lock is another holder.
    #expect(saveError() == .lockHeld(lock: lockPath))
    #expect(
      PersistenceError.lockHeld(lock: lockPath).description
        == "Could not save settings yet: another process holds \(lockPath)")
    #expect(try directory.entries() == [".settings.json.lock"], "nothing saved")

    let store = store
    let freed = Task { await store.lockFreed() }
    holder.release()
    await freed.value  // returns when the lock is let go: no time is waited for
    #expect(saveError() == nil)
    #expect(try store.load() == settings)
  }
}
