import Foundation
import TestSupport
import Testing

/// Nothing drives the person's terminal (issue 29, section 4): every command, run on a
/// package whose file names are hostile and a data source whose place names are, prints
/// on standard output and standard error no C0 control but the line feed, no C1 control
/// and no bidirectional control. Each is shown instead, as a picture (`␛`) or an escape
/// (`\u{9B}`, `\u{202E}`), and the test checks that the hostile text did reach the output
/// in that form, so a command that printed nothing at all would not pass for a safe one.
@Suite struct TerminalSafetyTests {
  /// One command line to run on a fresh ``HostilePackage``.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var arguments: @Sendable (HostilePackage) -> [String]
    var input: String? = nil
    /// The body of a stand-in `swift` (``FakeSwift``) put first on `PATH`, if any.
    var fakeSwift: String? = nil
    /// Text the output and messages together must hold: the hostile part, made visible.
    var shows: [String]
  }

  /// The visible form ``HostilePackage/mixed`` takes in a message or a list.
  static let mixedShown = #"x␛[2J\u{9B}31m\u{202E}\u{2066}␍␊␈y"#
  /// The part of it that a render trace shows as it is (a trace writes its string values
  /// as Swift literals, so ESC is `\u{1B}` there).
  static let mixedInTrace = #"\u{9B}31m\u{202E}\u{2066}"#

  static let cases: [Case] = [
    Case(
      testDescription: "render: a place name from a file source, in the frame and the trace",
      arguments: {
        ["render", "now", "--source", "file:\($0.source.path)", "--location", "Springfield"]
          + ["--trace", "full"]
      },
      shows: ["Springfield"]),
    Case(
      testDescription: "render: a source's place with no forecast, named in the failure",
      arguments: {
        ["render", "now", "--source", "file:\($0.source.path)", "--location", "Nowhere"]
      },
      shows: ["Nowhere" + mixedShown]),
    Case(
      testDescription: "render: an unknown location",
      arguments: { _ in ["render", "now", "--location", HostilePackage.mixed] },
      shows: [mixedShown]),
    Case(
      testDescription: "render: an unknown account",
      arguments: { _ in ["render", "now", "--account", HostilePackage.mixed] },
      shows: [mixedShown]),
    Case(
      testDescription: "render: an unknown screen, option and command",
      arguments: { _ in ["render", HostilePackage.mixed, "--\(HostilePackage.mixed)"] },
      shows: [mixedShown]),
    Case(
      testDescription: "an unknown command", arguments: { _ in [HostilePackage.mixed] },
      shows: [mixedShown]),
    Case(
      testDescription: "an unknown snapshots command",
      arguments: { _ in ["snapshots", HostilePackage.mixed] }, shows: [mixedShown]),
    Case(
      testDescription: "--help with hostile words after it",
      arguments: { _ in ["render", "--help", HostilePackage.mixed] }, shows: ["USAGE"]),
    Case(
      testDescription: "snapshots --help with hostile words after it",
      arguments: { _ in ["snapshots", "status", "--help", HostilePackage.mixed] },
      shows: ["USAGE"]),
    Case(
      testDescription: "script: typed C1 and bidi controls, then trace (the issue's example)",
      arguments: { _ in ["script", "-"] },
      input: "key l\ntype a\u{9B}31m\u{202E}Z\nkey x\ntrace\nframe\n",
      shows: [#""a\u{9B}31m\u{202E}Zx""#]),
    Case(
      testDescription: "script: a place name from a file source, in the trace and the frame",
      arguments: { ["script", "-", "--source", "file:\($0.source.path)"] },
      input: "key l\ntype Springfield\ntrace\nkey enter\ntrace\nframe\n",
      shows: [mixedInTrace]),
    Case(
      testDescription: "script: a line that cannot be run",
      arguments: { _ in ["script", "-"] }, input: "key \(HostilePackage.mixed)\n",
      shows: [#"unknown key 'x␛[2J\u{9B}31m\u{202E}"#]),
    Case(
      testDescription: "preview: an unknown view and fixture",
      arguments: { _ in ["preview", "NowView", HostilePackage.mixed] }, shows: [mixedShown]),
    Case(
      testDescription: "run: without a terminal, with a hostile location",
      arguments: { _ in ["run", "--location", HostilePackage.mixed] }, shows: ["terminal"]),
    Case(
      testDescription: "snapshots status",
      arguments: { ["snapshots", "status"] + $0.packagePath },
      shows: [
        #"rlo\u{202E}txt.exe"#, "osc52␛]52;c;", "nl␊  new     fake", "c1csi\\u{9B}31m",
        "from run run" + mixedShown, "skipped" + mixedShown, "Fake␛]52;c;",
      ]),
    Case(
      testDescription: "snapshots status --json",
      arguments: { ["snapshots", "status", "--json"] + $0.packagePath },
      shows: [#"rlo\u202etxt.exe"#, #"c1csi\u009b31m"#, #"osc52\u001b]52;c;"#]),
    Case(
      testDescription: "snapshots review, not in a terminal",
      arguments: { ["snapshots", "review"] + $0.packagePath },
      shows: [
        #"new: Snapshots/T/S/rlo\u{202E}txt.exe.txt"#, #"|newx␛[2J\u{9B}31m\u{202E}\u{2066}|"#,
      ]),
    Case(
      testDescription: "snapshots report --html -",
      arguments: { ["snapshots", "report", "--html", "-"] + $0.packagePath },
      shows: [#"rlo\u{202E}txt.exe"#, "c1csi\\u{9B}31m"]),
    Case(
      testDescription: "snapshots report --html FILE, a hostile file name",
      arguments: {
        let file = $0.scratch.appendingPathComponent("report\(HostilePackage.mixed).html")
        return ["snapshots", "report", "--html", file.path] + $0.packagePath
      },
      shows: ["wrote ", "report" + mixedShown + ".html"]),
    Case(
      testDescription: "snapshots accept, one golden by its hostile path",
      arguments: {
        let golden = $0.root.appendingPathComponent(HostilePackage.golden(HostilePackage.names[7]))
        return ["snapshots", "accept", golden.path] + $0.packagePath
      },
      shows: [#"accepted Snapshots/T/S/rlo\u{202E}txt.exe.txt"#]),
    Case(
      testDescription: "snapshots accept, the inline snapshots of a hostile test file",
      arguments: {
        let test = $0.root.appendingPathComponent(HostilePackage.inlineTestFile)
        return ["snapshots", "accept", test.path] + $0.packagePath
      },
      shows: [#"accepted Tests/FakeTests/Fake␛]52;c;"#]),
    Case(
      testDescription: "snapshots accept --all",
      arguments: { ["snapshots", "accept", "--all"] + $0.packagePath },
      shows: ["accepted Snapshots/T/S/nl␊  new     fake.txt", "skipped Snapshots/T/S/skipped"]),
    Case(
      testDescription: "snapshots reject --all",
      arguments: { ["snapshots", "reject", "--all"] + $0.packagePath },
      shows: ["rejected Snapshots/T/S/bs␈Y.txt", "skipped Snapshots/T/S/skipped"]),
    Case(
      testDescription: "snapshots reject, a hostile path with nothing pending",
      arguments: { ["snapshots", "reject", "nothing\(HostilePackage.mixed)"] + $0.packagePath },
      shows: [mixedShown]),
    Case(
      testDescription: "snapshots prune --dry-run",
      arguments: { ["snapshots", "prune", "--dry-run"] + $0.packagePath },
      shows: ["would delete Snapshots/T/S/cr␍X.txt"]),
    Case(
      testDescription: "snapshots prune",
      arguments: { ["snapshots", "prune"] + $0.packagePath },
      shows: [#"deleted Snapshots/T/S/isolates\u{2066}a\u{2067}b\u{2068}c\u{2069}.txt"#]),
    Case(
      testDescription: "snapshots test, with a hostile word for swift test",
      arguments: {
        ["snapshots", "test"] + $0.packagePath + ["--", "--\(HostilePackage.mixed)"]
      },
      fakeSwift: "exit 0", shows: [mixedShown, "review them"]),
  ]

  @Test(arguments: cases)
  func printsNoControlCharacter(_ command: Case) async throws {
    let package = try HostilePackage()
    defer { package.remove() }
    var environment: [String: String] = [:]
    var swift: FakeSwift?
    if let body = command.fakeSwift {
      swift = try FakeSwift(body)
      environment = swift?.environment ?? [:]
    }
    defer { swift?.remove() }
    let result = try await Stratus.run(
      command.arguments(package), input: command.input, environment: environment,
      killAfter: HangGuard.seconds)
    #expect(result.status < 128, "no crash and no signal")
    #expect(
      TerminalControls.find(in: result.outputBytes) == [], "standard output:\n\(result.output)")
    #expect(TerminalControls.find(in: result.errorBytes) == [], "standard error:\n\(result.error)")
    for text in command.shows {
      #expect(
        (result.output + result.error).contains(text),
        "'\(text)' not in:\n\(result.output)\(result.error)")
    }
  }

  // MARK: - Lists stay lists

  @Test func aLineFeedInAFileNameAddsNoLineToStatus() async throws {
    let package = try HostilePackage()
    defer { package.remove() }
    let result = try await Stratus.run(["snapshots", "status"] + package.packagePath)
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.first)
    #expect(header == "pending (\(HostilePackage.names.count + 1)):")
    let pending = lines.dropFirst().prefix { $0.hasPrefix("  ") }
    #expect(pending.count == HostilePackage.names.count + 1, "one line per pending file")
    #expect(!lines.contains("  new     fake.txt"), "no line made by a name")
    #expect(lines.contains("  changed Snapshots/T/S/nl␊  new     fake.txt"))
  }

  @Test func statusJSONEscapesControlsAndDecodesToTheRealNames() async throws {
    let package = try HostilePackage()
    defer { package.remove() }
    let result = try await Stratus.run(["snapshots", "status", "--json"] + package.packagePath)
    struct Status: Decodable {
      struct Entry: Decodable { var path: String }
      var pending: [Entry]
      var skipped: [Entry]
      var orphans: [String]?
    }
    let status = try JSONDecoder().decode(Status.self, from: result.outputBytes)
    let inline = "\(HostilePackage.inlineTestFile):4"
    #expect(
      Set(status.pending.map(\.path))
        == Set(HostilePackage.names.map(HostilePackage.golden) + [inline]))
    #expect(
      status.skipped.map(\.path) == [
        HostilePackage.golden("skipped\(HostilePackage.mixed)") + ".new"
      ])
    #expect(status.orphans?.contains(HostilePackage.golden(HostilePackage.names[8])) == true)
  }

  // MARK: - In a real terminal

  /// tmux with `set-clipboard on` obeys OSC 52 from the programs it runs: a golden named
  /// with one used to put attacker text on tmux's clipboard (its paste buffer) when a
  /// person merely listed the pending snapshots.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
  func statusInTmuxPutsNothingOnTheClipboard() async throws {
    let package = try HostilePackage()
    defer { package.remove() }
    // The command waits for a key, so the option is set before it prints.
    let command =
      "read _; '\(Stratus.binary.path)' snapshots status --package-path '\(package.root.path)'; "
      + "echo END-OF-STATUS; read _"
    let session = try await TmuxSession(command, width: 200, height: 40)
    defer { session.close() }
    try session.setServerOption("set-clipboard", "on")
    try session.send("Enter")
    let screen = try await session.waitFor("END-OF-STATUS")
    #expect(screen.contains("osc52␛]52;c;"), "the name is shown")
    let buffer = try session.pasteBuffer()
    #expect(!buffer.contains(HostilePackage.attackerText), "the clipboard holds \(buffer)")
  }
}
