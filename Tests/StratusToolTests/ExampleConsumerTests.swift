import Foundation
import Testing

/// `stratus snapshots test` on someone else's package, with the real `swift`: a copy of
/// `Examples/consumer` (its views, its Swift Testing and XCTest tests, its goldens) that
/// depends on this checkout by path, plus an orphan.
///
/// It is the one slow test of the tool: the copy builds TextUI and the snapshot
/// libraries for itself, about a minute and a half on two busy cores the first time.
/// So the copy lives at one place under `.build/` and keeps its own `.build/` between
/// runs (a second run rebuilds only what changed), and every step below reuses the
/// build of the first. `SnapshotsTestCommandTests` covers the rest with a stand-in
/// `swift` that takes milliseconds.
@Suite(.serialized) struct ExampleConsumerTests {
  /// An orphan: a golden whose test was renamed long ago.
  static let orphan = "Snapshots/BuildBoardTests/StatusBadgeTests/badgesBeforeTheRename.txt"
  /// The golden the second step breaks.
  static let badges = "Snapshots/BuildBoardTests/StatusBadgeTests/everyStatusIsEightColumnsWide.txt"
  /// The test file with an inline snapshot, which the second step breaks too.
  static let inlineTest = "Tests/BuildBoardTests/StatusBadgeTests.swift"

  @Test(.timeLimit(.minutes(5)))
  func listsTheOrphansOfAnotherPackageAndMarksItsRuns() async throws {
    let package = try Self.copyOfTheExample()
    let manager = FileManager.default
    try manager.copyItem(
      at: package.appendingPathComponent(Self.badges),
      to: package.appendingPathComponent(Self.orphan))

    // 1. A passing run on CI: every golden matches, and the copy is listed as an orphan.
    let green = try await Stratus.run(
      ["snapshots", "test", "--package-path", package.path], environment: ["CI": "true"])
    let run = try #require(
      green.output.firstMatch(of: /snapshot run (\S+) complete: green\n/)?.output.1,
      "no green run in:\n\(green.output)\n\(green.error)")
    #expect(green.status == 0, "\(green.error)")
    #expect(green.output.contains("Test run with 7 tests in 3 suites passed"), "Swift Testing ran")
    #expect(green.output.contains("Executed 1 test, with 0 failures"), "XCTest ran")
    #expect(
      green.output.hasSuffix(
        """
        complete: green
        pending (0):
        orphans (1), from run \(run) (green):
          \(Self.orphan)

        """))

    // 2. A golden and an inline literal that differ, off CI: the run is red, the new
    // snapshot waits beside the golden and the new text beside the test file.
    let golden = package.appendingPathComponent(Self.badges)
    let text = try String(contentsOf: golden, encoding: .utf8)
    try Data(text.replacing("[ PASS ]", with: "[ PASZ ]").utf8).write(to: golden)
    let inlineTest = package.appendingPathComponent(Self.inlineTest)
    let source = try String(contentsOf: inlineTest, encoding: .utf8)
    let edited = source.replacing("|[ RUN  ]|", with: "|[ RAN  ]|")
    #expect(edited != source, "the example has an inline snapshot of the RUN badge")
    try Data(edited.utf8).write(to: inlineTest)
    // The default mode, whatever the run's own (`STRATUS_SNAPSHOTS=failed swift test`
    // would have the example overwrite its golden).
    let red = try await Stratus.run(
      ["snapshots", "test", "--package-path", package.path],
      environment: ["CI": "false", "STRATUS_SNAPSHOTS": ""])
    #expect(red.status == 1)
    #expect(red.output.contains("1 cell changed: (5,0) 'Z' -> 'S'"), "\(red.output)")
    #expect(red.output.contains("1 cell changed: (3,0) 'A' -> 'U'"), "\(red.output)")
    #expect(
      red.output.contains(
        """
        pending (2):
          changed \(Self.badges)
          changed \(Self.inlineTest):11
        orphans (1), from run
        """))
    #expect(
      red.output.hasSuffix("review them: stratus snapshots review --package-path \(package.path)\n")
    )
    #expect(manager.fileExists(atPath: golden.path + ".new"))
    #expect(
      try String(contentsOf: inlineTest, encoding: .utf8) == edited, "never edited by default")

    // 3. Accepting the inline entry writes the view's text back into that literal alone.
    let accept = try await Stratus.run(
      ["snapshots", "accept", "--package-path", package.path, inlineTest.path + ":11"])
    #expect(accept.output == "accepted \(Self.inlineTest):11\n", "\(accept.error)")
    #expect(try String(contentsOf: inlineTest, encoding: .utf8) == source)
    #expect(!manager.fileExists(atPath: inlineTest.path + ".pending-snapshots"))
  }

  /// The ```sh blocks of Docs/Snapshots.md ("In your own package") and of the example's
  /// README are commands for a package of one's own, so each runs in the example and
  /// must exit 0. `swift run
  /// [--package-path DIR] stratus` stands for the built tool, as in the README's tests:
  /// building the tool again inside the copy would take minutes (`.ci/run` does it once
  /// in the example itself). Every other `swift` is the real one.
  @Test(.timeLimit(.minutes(5)))
  func everyCommandOfTheGuidesRunsInTheExample() async throws {
    let package = try Self.copyOfTheExample()
    let commands = try ["Docs/Snapshots.md", "Examples/consumer/README.md"].flatMap {
      try DocCommand.commands(in: Stratus.packageRoot.appendingPathComponent($0))
    }
    #expect(commands.count >= 8, "the guides show how to test and review in a package")
    var seen: Set<String> = []
    // Each `swift test` takes seconds: a command both guides give runs once.
    for command in commands where seen.insert(command.text).inserted {
      let script = """
        stratus() { '\(Stratus.binary.path)' "$@"; }
        swift() {
          if [ "$1" = run ]; then
            shift
            if [ "$1" = --package-path ]; then shift 2; fi
            if [ "$1" = stratus ]; then shift; stratus "$@"; return; fi
            echo "not a command this test runs: swift run $*" >&2; return 97
          fi
          command swift "$@"
        }
        \(command.text)
        """
      let result = try await Stratus.run(
        URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: package,
        environment: ["CI": "true", "NO_COLOR": "1"])
      #expect(
        result.status == 0, "\(command) exited \(result.status):\n\(result.output)\n\(result.error)"
      )
    }
  }

  /// A fresh copy of `Examples/consumer` at `.build/stratus-tool-tests/consumer`, its
  /// dependency pointed at this checkout, its `.build/` kept from an earlier run.
  private static func copyOfTheExample() throws -> URL {
    let manager = FileManager.default
    let example = Stratus.packageRoot.appendingPathComponent("Examples/consumer")
    let copy = Stratus.packageRoot.appendingPathComponent(".build/stratus-tool-tests/consumer")
    try manager.createDirectory(at: copy, withIntermediateDirectories: true)
    for name in ["Sources", "Tests", "Snapshots"] {
      try? manager.removeItem(at: copy.appendingPathComponent(name))
      try manager.copyItem(
        at: example.appendingPathComponent(name), to: copy.appendingPathComponent(name))
    }
    let manifest = try String(
      contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pointed = manifest.replacing(
      #"path: "../..""#, with: "path: \"\(Stratus.packageRoot.path)\"")
    #expect(pointed != manifest, "the example depends on Stratus by the path ../..")
    try Data(pointed.utf8).write(to: copy.appendingPathComponent("Package.swift"))
    return copy
  }
}
