import Foundation
import Testing

/// `stratus run` in a real terminal (tmux) keeps what a person changes: the account and
/// units chosen there are what `render` shows next; a corrupt file and a read-only data
/// folder are said once, and `run` goes on working.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunSettingsTests {
  typealias Run = RunCommandTests.Run

  @Test func theAccountAndUnitsChosenInRunAreWhatRenderShowsNext() async throws {
    let run = try await Run()
    try await run.session.waitFor("[1 Now]")
    try run.session.send("a")
    try await run.session.waitFor("Press a number to switch account")
    try run.session.send("2")
    try await run.session.waitFor("서울")
    try run.session.send("5")
    try await run.session.waitFor("│ ▸ Work")
    try await run.session.waitFor("▸ Imperial")  // the Work account's own units
    try run.session.send("u")
    try await run.session.waitFor("▸ Metric")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)

    let render = try await Stratus.run(
      ["render", "settings"], environment: ["STRATUS_DATA_DIR": run.dataFolder.path])
    #expect(render.status == 0)
    #expect(render.error == "")
    #expect(render.output.contains("│ ▸ Work"))
    #expect(render.output.contains("│ ▸ Metric"))
    #expect(render.output.hasPrefix(" 🌧️ 서울"), "Work's home, where run was")
  }

  @Test func quittingWithoutAChangeWritesNothingWhateverTheOptions() async throws {
    let run = try await Run("--account Work --units metric --location Oslo")
    try await run.session.waitFor("Oslo, Norway")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: run.dataFolder.path))
  }

  @Test func aCorruptFileIsSaidOnceAndRunStartsFromTheDefaults() async throws {
    let data = try DataFolder()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    try Data("[]".utf8).write(to: data.settingsFile)
    let run = try await Run(dataFolder: data.url)
    try await run.session.waitFor("[1 Now]")
    try run.session.send("5")
    try await run.session.waitFor("is not valid settings")  // the Settings tab shows it too
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    let screen = try run.unwrappedScreen()
    #expect(screen.components(separatedBy: "is not valid settings").count == 2, "said once")
    #expect(data.entries().count == 1)
    #expect(data.entries().first?.hasPrefix("settings.json.corrupt-") == true)
  }

  @Test(.enabled(if: Unprivileged.isAvailable, "running as root without setpriv"))
  func aReadOnlyDataFolderStillRunsAndSaysOnceThatNothingWasSaved() async throws {
    let data = try DataFolder()
    try await data.save(script: "account Work\n")
    let saved = data.settingsBytes()
    data.makeReadOnlyForUnprivilegedUser()

    let run = try await Run(dataFolder: data.url, asUnprivilegedUser: true)
    try await run.session.waitFor("서울")
    try run.session.send("a")
    try await run.session.waitFor("Press a number to switch account")
    try run.session.send("1")
    try await run.session.waitFor("Toronto")
    try run.session.send("5")
    try await run.session.waitFor("⚠ Could not save")
    try run.session.send("u")
    try await run.session.waitFor("▸ Imperial")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    let screen = try run.unwrappedScreen()
    #expect(screen.components(separatedBy: "settings were not saved").count == 2, "said once")
    #expect(screen.contains("Permission denied"))
    #expect(data.settingsBytes() == saved)
  }
}

extension RunCommandTests.Run {
  /// The screen with its rows joined, so a message the terminal wrapped at its edge
  /// reads whole (a full row ends where the wrapped text goes on).
  func unwrappedScreen() throws -> String {
    try session.capture().replacingOccurrences(of: "\n", with: "")
  }
}
