import Foundation
import TestSupport
import Testing

/// `stratus run` while another process holds the settings lock: the screen answers every
/// key at once, the Settings tab says the save is waiting, and the last value lands when
/// the lock is let go; a FIFO at the lock never hangs it.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunSettingsLockTests {
  typealias Run = RunCommandTests.Run

  @Test func aHeldLockNeitherFreezesTheScreenNorLosesTheLastChange() async throws {
    let data = try DataFolder()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    let holder = try HeldLock(data.url.appendingPathComponent(".settings.json.lock").path)
    let run = try await Run(dataFolder: data.url)
    try await run.session.waitFor("[1 Now]")
    try run.session.send("5")
    try await run.session.waitFor("▸ Metric")
    // Three toggles typed at once: each is drawn without waiting for the lock (it used
    // to take 5 s a key); the last, imperial, is what must land.
    try run.session.send("u", "u", "u")
    try await run.session.waitFor("Not saved yet") { screen in
      screen.contains("▸ Imperial") && screen.contains("Not saved yet")
    }
    #expect(data.settingsBytes() == nil, "nothing saved while the lock is held")

    holder.release()
    try await run.session.waitFor("the save to land") { !$0.contains("Not saved yet") }
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    #expect(!(try run.unwrappedScreen()).contains("settings were not saved"))
    let render = try await data.run(["render", "settings"])
    #expect(render.output.contains("│ ▸ Imperial"), "the last value won")
  }

  @Test func aLockStillHeldWhenRunEndsIsSaidInOneLine() async throws {
    let data = try DataFolder()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    let lock = data.url.appendingPathComponent(".settings.json.lock").path
    let holder = try HeldLock(lock)
    defer { holder.release() }
    let run = try await Run(dataFolder: data.url)
    try await run.session.waitFor("[1 Now]")
    try run.session.send("5")
    try await run.session.waitFor("▸ Metric")
    try run.session.send("u")
    try await run.session.waitFor("Not saved yet")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0, "q is answered while the save waits")
    #expect(
      try run.unwrappedScreen().contains(
        "stratus run: settings were not saved: another process held \(lock) until the end"))
  }

  @Test func aFIFOAtTheLockIsSaidAndRunGoesOn() async throws {
    let data = try DataFolder()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    #expect(mkfifo(data.url.appendingPathComponent(".settings.json.lock").path, 0o600) == 0)
    let run = try await Run(dataFolder: data.url)
    try await run.session.waitFor("[1 Now]")
    try run.session.send("5")
    try await run.session.waitFor("▸ Metric")
    try run.session.send("u")
    try await run.session.waitFor("▸ Imperial")  // it used to hang in open() here
    try await run.session.waitFor("⚠ Could not save settings")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    #expect(try run.unwrappedScreen().contains("is a FIFO, not a regular file; refusing to use it"))
  }
}
