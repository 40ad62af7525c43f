import Foundation
import Testing

/// `stratus run` in a real terminal (tmux): keys in, screens out, and the terminal
/// given back as it was however the app ends.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunCommandTests {
  /// A shell command that records the terminal's settings, runs `stratus run` with
  /// `options` on the fixture clock, records its status and the settings again, then
  /// stays open so the test can look at the terminal afterwards.
  ///
  /// Its settings live in `dataFolder` (inside `folder` unless given), so a test can
  /// look at what `run` saved and no test touches a person's own settings.
  final class Run {
    let folder: URL
    let dataFolder: URL
    let session: TmuxSession

    /// - Parameter asUnprivilegedUser: run as a user file permissions apply to (see
    ///   ``Unprivileged``).
    init(
      _ options: String = "", width: Int = 80, height: Int = 24, dataFolder: URL? = nil,
      asUnprivilegedUser: Bool = false
    ) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stratus-run-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      self.dataFolder = dataFolder ?? folder.appendingPathComponent("data")
      let user = asUnprivilegedUser ? Unprivileged.prefix.joined(separator: " ") + " " : ""
      let command = """
        stty -g > '\(folder.path)/before'; \
        STRATUS_DATA_DIR='\(self.dataFolder.path)' \
        \(user)'\(Stratus.binary.path)' run --at 2026-11-22T20:00:00Z \(options); \
        echo "stratus exited $?"; stty -g > '\(folder.path)/after'; sleep 120
        """
      session = try TmuxSession(command, width: width, height: height)
    }

    /// The status line the shell prints after `stratus run` exits.
    func waitForExit() throws -> Int32? {
      let screen = try session.waitFor("stratus exited")
      let line = screen.split(separator: "\n").first { $0.hasPrefix("stratus exited") }
      return line.flatMap { Int32($0.split(separator: " ").last ?? "") }
    }

    /// Whether the terminal is as it was: the same settings, the normal screen, a
    /// visible cursor.
    func expectTerminalRestored() throws {
      // Whole, not merely created: the shell creates the file before stty writes to it.
      _ = try session.waitFor("the settings after") { _ in
        let after = self.folder.appendingPathComponent("after")
        return (try? String(contentsOf: after, encoding: .utf8))?.hasSuffix("\n") == true
      }
      let before = try String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8)
      let after = try String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8)
      #expect(before == after, "terminal settings restored")
      #expect(try session.value("alternate_on") == "0", "back on the normal screen")
      #expect(try session.value("cursor_flag") == "1", "cursor visible")
    }

    deinit {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
  }

  @Test func switchTabsChooseALocationAndQuit() throws {
    let run = try Run()
    try run.session.waitFor("[1 Now]")
    #expect(try run.session.value("alternate_on") == "1")
    #expect(try run.session.value("cursor_flag") == "0")
    try run.session.send("2")
    try run.session.waitFor("[2 Week]")
    try run.session.send("3")
    try run.session.waitFor("[3 Radar]")
    try run.session.send("l")
    try run.session.waitFor("Search:")
    try run.session.type("Osl")
    try run.session.waitFor("Search: Osl")
    try run.session.send("Enter")
    let screen = try run.session.waitFor("Oslo's header") {
      $0.split(separator: "\n").first?.contains("Oslo, Norway") == true
    }
    #expect(!screen.contains("Search:"), "the picker closed")
    try run.session.send("q")
    #expect(try run.waitForExit() == 0)
    try run.expectTerminalRestored()
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() throws {
    let run = try Run()
    try run.session.waitFor("[1 Now]")
    try run.session.send("C-c")
    #expect(try run.waitForExit() == 0)
    try run.expectTerminalRestored()
  }

  @Test func sigtermStopsItAndRestoresTheTerminal() throws {
    let run = try Run()
    try run.session.waitFor("[1 Now]")
    let shell = try run.session.value("pane_pid")
    let kill = Process()
    kill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    kill.arguments = ["pkill", "-TERM", "-P", shell, "-x", "stratus"]
    try kill.run()
    kill.waitUntilExit()
    #expect(kill.terminationStatus == 0, "a stratus process was signalled")
    #expect(try run.waitForExit() == 143)
    try run.expectTerminalRestored()
  }

  @Test func itFollowsTheTerminalsSize() throws {
    let run = try Run()
    try run.session.waitFor("[1 Now]")
    try run.session.resize(width: 100, height: 30)
    try run.session.waitFor("a 100-column header") { screen in
      guard let header = screen.split(separator: "\n").first else { return false }
      return header.hasSuffix("Updated just now") && header.count > 90
    }
    try run.session.resize(width: 30, height: 10)
    try run.session.waitFor("Window too small")
    try run.session.send("q")
    #expect(try run.waitForExit() == 0)
  }

  @Test func highlightUpdatesMarksWhatReRendered() throws {
    let run = try Run("--highlight-updates")
    try run.session.waitFor("[1 Now]")
    try run.session.send("2")
    try run.session.waitFor("[2 Week]")
    // tmux writes reverse video as SGR 7; the Week content re-rendered, so it is marked.
    // The tab row can show before the rest of the frame has reached tmux, so wait for the
    // marks too rather than reading the first screen that names the tab.
    _ = try run.session.waitFor("reverse video") { _ in
      (try? run.session.capture(escapes: true))?.contains("\u{1B}[7m") == true
    }
    let marked = try run.session.capture(escapes: true)
    let reversedRows = marked.split(separator: "\n").filter { $0.contains("\u{1B}[7m") }
    #expect(!reversedRows.isEmpty)
    #expect(
      !marked.split(separator: "\n")[0].contains("\u{1B}[7m"),
      "the header did not re-render when only the tab changed")
    try run.session.send("q")
    #expect(try run.waitForExit() == 0)
  }
}
