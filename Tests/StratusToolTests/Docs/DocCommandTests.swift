import Foundation
import TestSupport
import Testing
import TextSnapshots

/// The commands the README and the Tutorial tell a reader to type work: each runs and
/// exits 0, and each output the docs show is what the command prints today.
@Suite(.serialized) struct DocCommandTests {
  /// The documents whose ```sh blocks are commands to run.
  static let documents = ["README.md", "Docs/Tutorial.md"]

  @Test(arguments: documents)
  func everyCommandRunsAndExitsZero(_ path: String) async throws {
    let commands = try DocCommand.commands(in: Stratus.packageRoot.appendingPathComponent(path))
    #expect(!commands.isEmpty, "\(path) has no ```sh block")
    let workspace = try Workspace()
    defer { workspace.remove() }
    for command in commands {
      switch command.check {
      case nil:
        Issue.record("\(command): the docs tests do not know how to check this command")
      case .run:
        let result = try await workspace.run(command)
        #expect(
          result.status == 0, "\(command) exited \(result.status):\n\(result.error)")
      case .runInTerminal:
        try await withKnownIssue("tmux is not installed") {
          let status = try await workspace.runInTerminal(command)
          #expect(status == 0, "\(command) exited \(status.map(String.init) ?? "never")")
        } when: {
          !TmuxSession.isAvailable
        }
      case .testRun(let filter?):
        #expect(
          try Self.testNames().contains { $0.contains(filter) },
          "\(command): no test or suite matches '\(filter)'")
      case .testRun(nil):
        break  // `swift test` is the run this test is part of.
      case .checkedByCI:
        let runByCI =
          try Self.whatCIRuns().contains(command.text)
          || command.text.hasPrefix("swift build -c release")
        #expect(runByCI, "\(command): .ci/run does not run it")
      }
    }
  }

  /// A shown output that differs fails, as a golden does; under
  /// `STRATUS_SNAPSHOTS=failed` (or `all`), and never on CI, the test also writes what
  /// the command prints into the block, so the command that re-records the goldens after
  /// a change (a new tab changes every frame's tab row) re-records the docs too.
  @Test(arguments: DocExcerptTests.documents.map(\.lastPathComponent))
  func everyOutputShownIsWhatTheCommandPrints(_ name: String) async throws {
    let document = try #require(DocExcerptTests.documents.first { $0.lastPathComponent == name })
    let overwrites = try SnapshotEnvironment.current.overwritesMismatches()
    let workspace = try Workspace()
    defer { workspace.remove() }
    var rerecorded: [(block: MarkdownBlock, lines: [String])] = []
    for block in try MarkdownBlock.blocks(in: document) {
      guard let command = block.outputOf else { continue }
      let result = try await workspace.run(DocCommand(text: command, location: block.location))
      #expect(result.status == 0, "\(block.location): \(command) exited \(result.status)")
      let printed = Self.trimmed(result.output.split(separator: "\n").map(String.init))
      guard Self.trimmed(block.lines) != printed else { continue }
      if overwrites {
        rerecorded.append((block, printed))
        Issue.record(
          """
          Re-recorded \(block.location), the output of `\(command)` \
          (STRATUS_SNAPSHOTS=\(Self.mode)); review the change with git diff and run again.
          """)
      } else {
        Issue.record(
          """
          \(block.location): the output shown is not what `\(command)` prints \
          (STRATUS_SNAPSHOTS=failed swift test writes it there):
          \(result.output)
          """)
      }
    }
    try MarkdownBlock.replaceLines(rerecorded, in: document)
  }

  @Test func reRecordingRewritesOnlyTheBlocksBetweenTheirFences() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-docs-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    let text = """
      Intro.

      <!-- output of: stratus a -->
      ```text
      old a
      ```

      <!-- output of: stratus b -->
      ```text
      old b 1
      old b 2
      ```
      End.

      """
    try Data(text.utf8).write(to: file)
    let blocks = try MarkdownBlock.blocks(in: file)
    try MarkdownBlock.replaceLines(
      [(blocks[1], ["new b"]), (blocks[0], ["new a 1", "new a 2"])], in: file)
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == text.replacing("old a\n", with: "new a 1\nnew a 2\n")
        .replacing("old b 1\nold b 2\n", with: "new b\n"))
  }

  @Test func theQuickStartShowsTheNowScreen() throws {
    let readme = Stratus.packageRoot.appendingPathComponent("README.md")
    let shown = try MarkdownBlock.blocks(in: readme).first { $0.outputOf != nil }
    #expect(shown?.outputOf == "swift run stratus render now")
    #expect(shown?.lines.count == 24)
  }

  @Test func commandsAreSortedIntoTheRightChecks() {
    func check(_ text: String) -> DocCommand.Check? {
      DocCommand(text: text, location: "").check
    }
    #expect(check("swift run stratus render now") == .run)
    #expect(check("stratus run --highlight-updates") == .runInTerminal)
    #expect(check("swift run stratus run") == .runInTerminal)
    #expect(check("printf 'key 2\\n' | stratus script -") == .run)
    #expect(check("swift test --filter SkyViewTests") == .testRun(filter: "SkyViewTests"))
    #expect(check("swift test") == .testRun(filter: nil))
    #expect(check("rm -rf Snapshots") == nil)
    guard case .checkedByCI? = check("STRATUS_SNAPSHOTS=failed swift test") else {
      Issue.record("re-recording is checked by Scripts/check-tutorial.sh, which CI runs")
      return
    }
  }

  /// `STRATUS_SNAPSHOTS`, for the message of a re-recording.
  private static var mode: String {
    ProcessInfo.processInfo.environment["STRATUS_SNAPSHOTS"] ?? ""
  }

  /// Lines without trailing spaces or trailing empty lines: Markdown editors strip
  /// both, and the frame's edge is not the point of a quick start.
  private static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The text of `.ci/run` and of each script under `Scripts/` it runs with `bash`.
  private static func whatCIRuns() throws -> String {
    let root = Stratus.packageRoot
    let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let scripts = try ci.matches(of: /bash (Scripts\/[\w.-]+\.sh)/).map {
      try String(contentsOf: root.appendingPathComponent(String($0.output.1)), encoding: .utf8)
    }
    return ([ci] + scripts).joined(separator: "\n")
  }

  /// The names of every suite and test function under `Tests/`.
  private static func testNames() throws -> [String] {
    let tests = Stratus.packageRoot.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(atPath: tests.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    return try files.flatMap { file in
      try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
        .matches(of: /(?:struct|class|func) (\w+)/).map { String($0.output.1) }
    }
  }
}

/// A scratch copy of the package's top level for running the docs' commands: links to
/// every file and folder (but `.build` and `.git`), so commands read the real examples
/// and goldens while anything they write (`> gallery.txt`) lands in the scratch folder.
struct Workspace {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let root = Stratus.packageRoot
    for name in try FileManager.default.contentsOfDirectory(atPath: root.path)
    where ![".build", ".git"].contains(name) {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: root.appendingPathComponent(name))
    }
  }

  /// Runs `command` in bash in the workspace.
  func run(_ command: DocCommand) async throws -> Stratus.Result {
    try await Stratus.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", command.script], in: folder,
      environment: ["NO_COLOR": "1"])
  }

  /// Runs `command` in a terminal, waits for the app, presses `q`, and returns the
  /// exit status (`nil` if it never exited).
  func runInTerminal(_ command: DocCommand) async throws -> Int32? {
    let script = folder.appendingPathComponent("command.sh")
    try command.script.write(to: script, atomically: true, encoding: .utf8)
    let session = try await TmuxSession(
      "cd '\(folder.path)' && bash '\(script.path)'; echo \"docs command exited $?\"; sleep \(HangGuard.lingerSeconds)"
    )
    defer { session.close() }
    let exited = "docs command exited"
    var screen = try await session.waitFor("the app, or its exit") {
      $0.contains("1 Now") || $0.contains(exited)
    }
    if !screen.contains(exited) {
      try session.send("q")
      screen = try await session.waitFor(exited)
    }
    let line = screen.split(separator: "\n").first { $0.hasPrefix(exited) }
    return line.flatMap { Int32($0.split(separator: " ").last ?? "") }
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
