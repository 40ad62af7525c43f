import Foundation
import Testing

/// `stratus run` as a job of an interactive shell: Ctrl-Z (or `SIGTSTP`) hands the
/// terminal back to the shell as it was found, and `fg` brings the app back, every cell
/// drawn again.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunSuspendTests {
  /// An interactive bash with job control in a tmux window, whose prompt is `ready>`.
  final class JobShell {
    let folder: URL
    let session: TmuxSession

    init() async throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stratus-jobs-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      session = try await TmuxSession("env PS1='ready> ' bash --norc --noprofile -i")
      try await session.waitFor("ready>")
    }

    /// Types `line` at the prompt and presses Enter.
    func enter(_ line: String) throws {
      try session.type(line)
      try session.send("Enter")
    }

    /// The terminal's settings as `stty -g` prints them, saved by the shell into `name`.
    func settings(savedAs name: String) async throws -> String {
      let file = folder.appendingPathComponent(name)
      try enter("stty -g > '\(file.path)'")
      _ = try await session.waitFor("the settings in \(name)") { _ in
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").hasSuffix("\n")
      }
      return try String(contentsOf: file, encoding: .utf8)
    }

    /// Waits until no `stratus` runs under the shell, so what is typed next reaches it.
    func waitForStratusToExit() async throws {
      let pid = try session.value("pane_pid")
      _ = try await session.waitFor("stratus to exit") { _ in
        (try? RunCommandTests.stratusIsRunning(under: pid)) == false
      }
    }

    deinit {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
  }

  @Test func ctrlZSuspendsAsAJobAndFgResumesWithAFullRepaint() async throws {
    let shell = try await JobShell()
    let before = try await shell.settings(savedAs: "before")
    try shell.enter("'\(Stratus.binary.path)' run --at 2026-11-22T20:00:00Z")
    // The first frame, drawn in full (the tab row can reach the window before the footer).
    let running = try await shell.session.waitFor("the Now screen") {
      $0.contains("[1 Now]") && $0.contains("q quit")
    }

    try shell.session.send("C-z")
    try await shell.session.waitFor("Stopped")
    try await expectShellHasTheTerminal(shell, settings: before)

    try shell.enter("fg")
    // Entering the alternate screen again clears it: only a full repaint shows it all.
    try await shell.session.waitFor("the same frame again") { $0 == running }
    #expect(try shell.session.value("alternate_on") == "1")
    #expect(try shell.session.value("cursor_flag") == "0")
    try shell.session.send("2")
    try await shell.session.waitFor("[2 Week]")
    try shell.session.send("q")
    try await shell.waitForStratusToExit()
    #expect(try await shell.settings(savedAs: "after") == before)
  }

  @Test func sigtstpSuspendsLikeCtrlZ() async throws {
    let shell = try await JobShell()
    let before = try await shell.settings(savedAs: "before")
    try shell.enter("'\(Stratus.binary.path)' run --at 2026-11-22T20:00:00Z")
    let running = try await shell.session.waitFor("the Now screen") {
      $0.contains("[1 Now]") && $0.contains("q quit")
    }
    try RunCommandTests.signal("TSTP", toStratusUnder: shell.session.value("pane_pid"))
    try await shell.session.waitFor("Stopped")
    try await expectShellHasTheTerminal(shell, settings: before)
    try shell.enter("fg")
    try await shell.session.waitFor("the same frame again") { $0 == running }
    try shell.session.send("q")
    try await shell.waitForStratusToExit()
    #expect(try await shell.settings(savedAs: "after") == before)
  }

  /// The normal screen, a visible cursor and the settings the shell had before.
  private func expectShellHasTheTerminal(_ shell: JobShell, settings: String) async throws {
    #expect(try shell.session.value("alternate_on") == "0", "back on the normal screen")
    #expect(try shell.session.value("cursor_flag") == "1", "cursor visible")
    #expect(try await shell.settings(savedAs: "suspended") == settings, "the shell's settings")
  }
}
