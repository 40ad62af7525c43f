import Foundation
import TestSupport
import Testing

/// `stratus run` while another process holds the settings lock: the screen answers every
/// key at once, the Settings tab says the save is waiting, and the last value lands when
/// the lock is let go; a FIFO at the lock never hangs it.
///
/// Each wait ends on what the screen shows, and where the app can go wrong in a way the
/// screen shows (a save that fails, "Could not save"), the wait ends on that too, so a
/// regression fails at once, naming what it showed, rather than at ``HangGuard``.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunSettingsLockTests {
  typealias Run = RunCommandTests.Run

  /// The Settings tab's words for a failed save: "⚠ Could not save …".
  static let failedSave = "Could not save"
  /// The Settings tab's words for a save that waits for the lock.
  static let waiting = "Not saved yet"

  /// A data folder that exists, and the path of its settings lock.
  func dataFolder() throws -> (data: DataFolder, lock: String) {
    let data = try DataFolder()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    return (data, data.url.appendingPathComponent(".settings.json.lock").path)
  }

  /// Opens `run` on the Settings tab.
  func openSettings(_ run: Run) async throws {
    try await run.session.waitFor("[1 Now]")
    try run.session.send("5")
    try await run.session.waitFor("▸ Metric")
  }

  @Test func aHeldLockNeitherFreezesTheScreenNorLosesTheLastChange() async throws {
    let (data, lock) = try dataFolder()
    let holder = try HeldLock(lock)
    let run = try await Run(dataFolder: data.url)
    try await openSettings(run)
    // Three toggles typed at once: each is drawn without waiting for the lock (it used
    // to take 5 s a key, and then say the save failed); the last, imperial, is what must
    // land.
    try run.session.send("u", "u", "u")
    let waiting = try await run.session.waitFor("the save to wait") { screen in
      (screen.contains("▸ Imperial") && screen.contains(Self.waiting))
        || screen.contains(Self.failedSave)
    }
    #expect(!waiting.contains(Self.failedSave), "a held lock is a wait, not a failure")
    #expect(data.settingsBytes() == nil, "nothing saved while the lock is held")

    holder.release()
    let landed = try await run.session.waitFor("the save to land") { screen in
      !screen.contains(Self.waiting) || screen.contains(Self.failedSave)
    }
    #expect(!landed.contains(Self.failedSave))
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    #expect(!(try run.unwrappedScreen()).contains("settings were not saved"))
    let render = try await data.run(["render", "settings"])
    #expect(render.output.contains("│ ▸ Imperial"), "the last value won")
  }

  @Test func aLockStillHeldWhenRunEndsIsSaidInOneLine() async throws {
    let (data, lock) = try dataFolder()
    let holder = try HeldLock(lock)
    defer { holder.release() }
    let run = try await Run(dataFolder: data.url)
    try await openSettings(run)
    try run.session.send("u")
    let waiting = try await run.session.waitFor("the save to wait") { screen in
      screen.contains(Self.waiting) || screen.contains(Self.failedSave)
    }
    #expect(!waiting.contains(Self.failedSave), "a held lock is a wait, not a failure")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0, "q is answered while the save waits")
    #expect(
      try run.unwrappedScreen().contains(
        "stratus run: settings were not saved: another process held \(lock) until the end"))
  }

  @Test func aFIFOAtTheLockIsSaidAndRunGoesOn() async throws {
    let (data, lock) = try dataFolder()
    // No process writes to it: a lock opened to read without O_NONBLOCK would wait in
    // open() for ever, and so would the screen (up to HangGuard, here).
    #expect(mkfifo(lock, 0o600) == 0)
    let run = try await Run(dataFolder: data.url)
    try await openSettings(run)
    try run.session.send("u")
    try await run.session.waitFor("▸ Imperial")
    try await run.session.waitFor("⚠ \(Self.failedSave) settings")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    #expect(try run.unwrappedScreen().contains("is a FIFO, not a regular file; refusing to use it"))
  }
}
