import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

    /// - Parameters:
    ///   - asUnprivilegedUser: run as a user file permissions apply to (see
    ///     ``Unprivileged``).
    ///   - environment: variables set for the tool only: `TERM`, `NO_COLOR`.
    init(
      _ options: String = "", width: Int = 80, height: Int = 24, dataFolder: URL? = nil,
      asUnprivilegedUser: Bool = false, environment: [String: String] = [:]
    ) async throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stratus-run-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      self.dataFolder = dataFolder ?? folder.appendingPathComponent("data")
      let user = asUnprivilegedUser ? Unprivileged.prefix.joined(separator: " ") + " " : ""
      // No core files: several tests end the tool with a signal that would dump one.
      let command = """
        ulimit -c 0; stty -g > '\(folder.path)/before'; \
        \(environment.map { "\($0)='\($1)' " }.sorted().joined())\
        STRATUS_DATA_DIR='\(self.dataFolder.path)' \
        \(user)'\(Stratus.binary.path)' run --at 2026-11-22T20:00:00Z \(options); \
        echo "stratus exited $?"; stty -g > '\(folder.path)/after'; sleep \(HangGuard.lingerSeconds)
        """
      session = try await TmuxSession(command, width: width, height: height)
    }

    /// The status line the shell prints after `stratus run` exits.
    func waitForExit() async throws -> Int32? {
      let screen = try await session.waitFor("stratus exited")
      let line = screen.split(separator: "\n").first { $0.hasPrefix("stratus exited") }
      return line.flatMap { Int32($0.split(separator: " ").last ?? "") }
    }

    /// Sends `signal` (a name: `TERM`, `SEGV`) to the `stratus` process in the window.
    func signal(_ signal: String) throws {
      try RunCommandTests.signal(signal, toStratusUnder: session.value("pane_pid"))
    }

    /// Whether the terminal is as it was: the same settings, the normal screen, a
    /// visible cursor.
    func expectTerminalRestored() async throws {
      // Whole, not merely created: the shell creates the file before stty writes to it.
      _ = try await session.waitFor("the settings after") { _ in
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

  @Test func switchTabsChooseALocationAndQuit() async throws {
    let run = try await Run()
    try await run.session.waitFor("[1 Now]")
    #expect(try run.session.value("alternate_on") == "1")
    #expect(try run.session.value("cursor_flag") == "0")
    try run.session.send("2")
    try await run.session.waitFor("[2 Week]")
    try run.session.send("3")
    try await run.session.waitFor("[3 Radar]")
    try run.session.send("l")
    try await run.session.waitFor("Search:")
    try run.session.type("Osl")
    try await run.session.waitFor("Search: Osl")
    try run.session.send("Enter")
    let screen = try await run.session.waitFor("Oslo's header") {
      $0.split(separator: "\n").first?.contains("Oslo, Norway") == true
    }
    #expect(!screen.contains("Search:"), "the picker closed")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    try await run.expectTerminalRestored()
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() async throws {
    let run = try await Run()
    try await run.session.waitFor("[1 Now]")
    try run.session.send("C-c")
    #expect(try await run.waitForExit() == 0)
    try await run.expectTerminalRestored()
  }

  /// Every signal whose default ends the process, and the crashes: each gives the
  /// terminal back, and the process ends by that signal, as the shell's `$?` shows.
  @Test(arguments: [
    ("HUP", SIGHUP), ("INT", SIGINT), ("QUIT", SIGQUIT), ("ILL", SIGILL), ("TRAP", SIGTRAP),
    ("ABRT", SIGABRT), ("BUS", SIGBUS), ("FPE", SIGFPE), ("USR1", SIGUSR1), ("SEGV", SIGSEGV),
    ("USR2", SIGUSR2), ("PIPE", SIGPIPE), ("ALRM", SIGALRM), ("TERM", SIGTERM),
  ])
  func aSignalGivesTheTerminalBackAndEndsTheProcessByIt(_ signal: String, _ number: Int32)
    async throws
  {
    let run = try await Run()
    try await run.session.waitFor("[1 Now]")
    try run.signal(signal)
    #expect(try await run.waitForExit() == 128 + number)
    try await run.expectTerminalRestored()
  }

  /// The signal's thread gives the terminal back at once, even while the loop is busy
  /// with thousands of keys; a second signal then ends a process that has not finished.
  @Test func aSignalGivesTheTerminalBackWhileTheAppIsBusyAndASecondOneEndsIt() async throws {
    let run = try await Run()
    try await run.session.waitFor("[1 Now]")
    let shell = try run.session.value("pane_pid")
    // Each switch renders a tab: far more work than the checks below take.
    try run.session.type(String(repeating: "23", count: 5_000))
    try run.signal("TERM")
    _ = try await run.session.waitFor("the normal screen") { _ in
      (try? run.session.value("alternate_on")) == "0"
    }
    #expect(try run.session.value("cursor_flag") == "1")
    #expect(try Self.stratusIsRunning(under: shell), "still busy with the keys")
    try run.signal("TERM")
    #expect(try await run.waitForExit() == 143)
    try await run.expectTerminalRestored()
  }

  @Test func itFollowsTheTerminalsSize() async throws {
    let run = try await Run()
    try await run.session.waitFor("[1 Now]")
    try run.session.resize(width: 100, height: 30)
    try await run.session.waitFor("a 100-column header") { screen in
      guard let header = screen.split(separator: "\n").first else { return false }
      return header.hasSuffix("Updated just now") && header.count > 90
    }
    try run.session.resize(width: 30, height: 10)
    try await run.session.waitFor("Window too small")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
  }

  @Test func highlightUpdatesMarksWhatReRendered() async throws {
    let run = try await Run("--highlight-updates")
    try await run.session.waitFor("[1 Now]")
    try run.session.send("2")
    try await run.session.waitFor("[2 Week]")
    // tmux writes reverse video as SGR 7; the Week content re-rendered, so it is marked.
    // The tab row can show before the rest of the frame has reached tmux, so wait for the
    // marks too rather than reading the first screen that names the tab.
    _ = try await run.session.waitFor("reverse video") { _ in
      (try? run.session.capture(escapes: true))?.contains("\u{1B}[7m") == true
    }
    let marked = try run.session.capture(escapes: true)
    let reversedRows = marked.split(separator: "\n").filter { $0.contains("\u{1B}[7m") }
    #expect(!reversedRows.isEmpty)
    #expect(
      !marked.split(separator: "\n")[0].contains("\u{1B}[7m"),
      "the header did not re-render when only the tab changed")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
  }

  // MARK: - Support

  /// Sends `signal` (a name) to the `stratus` process whose parent is `shell`.
  static func signal(_ signal: String, toStratusUnder shell: String) throws {
    let kill = Process()
    kill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    kill.arguments = ["pkill", "-\(signal)", "-P", shell, "-x", "stratus"]
    try kill.run()
    kill.waitUntilExit()
    #expect(kill.terminationStatus == 0, "a stratus process was sent \(signal)")
  }

  /// Whether a `stratus` process whose parent is `shell` is running.
  static func stratusIsRunning(under shell: String) throws -> Bool {
    let find = Process()
    find.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    find.arguments = ["pgrep", "-P", shell, "-x", "stratus"]
    find.standardOutput = FileHandle.nullDevice
    try find.run()
    find.waitUntilExit()
    return find.terminationStatus == 0
  }
}
