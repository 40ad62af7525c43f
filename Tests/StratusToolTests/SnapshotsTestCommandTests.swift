import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stratus snapshots test` with a stand-in `swift` (``FakeSwift``): what it passes to
/// swift test, how it marks the run, what it prints after, how it exits, what it
/// refuses, and how it stops. `Scripts/check-example-consumer.sh` (run by `.ci/run`) runs it
/// with the real `swift` in `Examples/consumer`.
@Suite struct SnapshotsTestCommandTests {
  /// `stratus snapshots test --package-path <tree> <extra>`, with `swift` on `PATH`.
  private func test(
    _ tree: SnapshotTree, _ extra: [String] = [], swift: FakeSwift
  ) async throws -> Stratus.Result {
    try await Stratus.run(
      ["snapshots", "test", "--package-path", tree.root.path] + extra,
      environment: swift.environment)
  }

  /// The run id from the first line, `snapshot run <id>: swift test …`.
  private func runID(in output: String) throws -> String {
    let line = try #require(output.split(separator: "\n").first)
    let id = try #require(line.wholeMatch(of: /snapshot run ([0-9TZ]+-[0-9]+): swift test .*/))
    return String(id.output.1)
  }

  /// The `complete` marker of `run` in `tree`, or `nil` when the run is not marked.
  private func marker(of run: String, in tree: SnapshotTree) -> String? {
    try? tree.contents(of: ".build/stratus-snapshots/runs/\(run)/complete")
  }

  // MARK: - Running swift test

  @Test func passesThePackageItsOptionsAndARunIDToSwiftTest() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let swift = try FakeSwift(
      """
      echo "swift $*"
      echo "run $STRATUS_SNAPSHOT_RUN"
      echo "to standard error" >&2
      """)
    defer { swift.remove() }
    let result = try await test(tree, ["--", "--parallel", "--num-workers", "2"], swift: swift)
    let run = try runID(in: result.output)
    let lines = result.output.split(separator: "\n").map(String.init)
    let arguments = "test --package-path \(tree.root.path) --parallel --num-workers 2"
    #expect(
      lines.prefix(3) == [
        "snapshot run \(run): swift \(arguments)", "swift \(arguments)", "run \(run)",
      ])
    #expect(result.error == "to standard error\n", "swift test's standard error passes through")
  }

  @Test func aPassingRunIsMarkedGreenAndListsTheGoldensItDidNotCheck() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let swift = try FakeSwift(FakeSwift.checking([SnapshotTree.launch, SnapshotTree.week]))
    defer { swift.remove() }
    let result = try await test(tree, swift: swift)
    let run = try runID(in: result.output)
    #expect(result.status == 0, "an orphan is listed, not a failure: \(result.error)")
    #expect(marker(of: run, in: tree) == "green\n")
    #expect(
      result.output.hasSuffix(
        """
        snapshot run \(run) complete: green
        pending (0):
        orphans (1), from run \(run) (green):
          \(SnapshotTree.render)

        """))
  }

  @Test func aFailingRunIsMarkedRedAndExitsOne() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let swift = try FakeSwift(FakeSwift.checking(SnapshotTree.goldens) + "exit 3")
    defer { swift.remove() }
    let result = try await test(tree, swift: swift)
    let run = try runID(in: result.output)
    #expect(result.status == 1)
    #expect(result.error == "", "swift test has said what failed")
    #expect(marker(of: run, in: tree) == "red\n")
    #expect(
      result.output.contains("complete: red\npending (0):\norphans (0), from run \(run) (red):\n"))
  }

  @Test func aRunThatFailsBeforeCheckingAnyGoldenIsNotMarked() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("earlier", checked: [SnapshotTree.launch], status: .green)
    let swift = try FakeSwift("echo 'error: a build error' >&2; exit 1")
    defer { swift.remove() }
    let result = try await test(tree, swift: swift)
    let run = try runID(in: result.output)
    #expect(result.status == 1)
    #expect(marker(of: run, in: tree) == nil, "every golden would look orphaned")
    #expect(
      result.output.contains(
        "snapshot run \(run) not marked complete: swift test failed before checking any golden\n"))
    #expect(result.output.contains("orphans (2), from run earlier (green):\n"))
  }

  @Test func aPendingFileMakesAPassingRunExitOneAndNamesTheReview() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let swift = try FakeSwift(FakeSwift.checking(SnapshotTree.goldens))
    defer { swift.remove() }
    let result = try await test(tree, swift: swift)
    #expect(result.status == 1, "like cargo insta test: something waits for review")
    #expect(
      result.output.hasSuffix(
        """
        pending (1):
          changed \(SnapshotTree.launch)
        orphans (0), from run \(try runID(in: result.output)) (green):
        review them: stratus snapshots review --package-path \(tree.root.path)

        """))
  }

  // MARK: - Refusals

  /// Extra arguments, and the message that refuses them.
  static let refusals: [([String], String)] = [
    (["--filter", "Launch"], "--filter would make the run incomplete (it runs part of the suite)"),
    (
      ["--", "--filter=Launch"],
      "--filter would make the run incomplete (it runs part of the suite)"
    ),
    (["--", "--skip", "Slow"], "--skip would make the run incomplete (it runs part of the suite)"),
    (["-s", "A.b"], "--specifier would make the run incomplete (it runs part of the suite)"),
    (["--", "--list-tests"], "--list-tests would make the run incomplete (it runs no test)"),
    (
      ["--disable-xctest"],
      "--disable-xctest would make the run incomplete (it skips the XCTest tests)"
    ),
    (["--", "list"], "'swift test list' runs no test; pass only options of swift test after '--'"),
    (["--", "--package-path", "x"], "give --package-path before '--'"),
  ]

  @Test(arguments: refusals)
  func optionsThatMakeTheRunIncompleteAreRefused(_ extra: [String], _ message: String) async throws
  {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let swift = try FakeSwift("touch \"$3/swift-ran\"")
    defer { swift.remove() }
    let result = try await test(tree, extra, swift: swift)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("stratus snapshots test: \(message)"))
    #expect(result.error.split(separator: "\n").count == 1, "one line: \(result.error)")
    #expect(result.output == "")
    #expect(!tree.exists("swift-ran"))
  }

  @Test func withoutSwiftOnThePathItExits69() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let result = try await Stratus.run(
      ["snapshots", "test", "--package-path", tree.root.path], environment: ["PATH": "/nonexistent"]
    )
    #expect(result.status == 69)
    #expect(
      result.error
        == "stratus snapshots test: cannot find 'swift' on PATH; install a Swift toolchain or add its bin folder to PATH\n"
    )
  }

  // MARK: - Stopping

  @Test func sigtermIsPassedToSwiftTestAndTheRunIsNotMarked() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    // It exits 0 when told to stop, as if it had finished: the run is still not complete.
    let swift = try FakeSwift(
      FakeSwift.checking([SnapshotTree.launch])
        + """
        trap 'echo "swift got TERM"; exit 0' TERM
        touch "$3/started"
        while :; do sleep 0.05; done
        """)
    defer { swift.remove() }
    let process = Process()
    process.executableURL = Stratus.binary
    process.arguments = ["snapshots", "test", "--package-path", tree.root.path]
    process.environment = ProcessInfo.processInfo.environment.merging(swift.environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let deadline = Date().addingTimeInterval(HangGuard.seconds)
    while !tree.exists("started") && Date() < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    try #require(tree.exists("started"), "the stand-in swift never started")
    kill(process.processIdentifier, SIGTERM)
    let (printed, message) = try await onOwnThread {
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      let message = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (String(decoding: printed, as: UTF8.self), String(decoding: message, as: UTF8.self))
    }
    let run = try runID(in: printed)
    #expect(process.terminationStatus == 143)
    #expect(printed.hasSuffix("swift got TERM\n"), "nothing is printed after: \(printed)")
    #expect(
      message
        == "stratus snapshots test: interrupted by SIGTERM: snapshot run \(run) is not marked complete\n"
    )
    #expect(marker(of: run, in: tree) == nil)
  }

  @Test func ctrlCInATerminalStopsSwiftTestAndTheRunIsNotMarked() async throws {
    try await withKnownIssue("tmux is not installed") {
      let tree = try SnapshotTree()
      defer { tree.remove() }
      // The terminal sends SIGINT to the whole foreground group: the stand-in gets it
      // from the terminal, not from stratus, and exits 1 as swift test does. What the
      // stand-in and stratus say after Ctrl-C goes to files, not to the terminal, so
      // the test reads exactly what each wrote, however late tmux draws it.
      let swift = try FakeSwift(
        """
        trap 'echo "swift got INT" >"$3/swift-said"; exit 1' INT
        echo "swift is running"
        while :; do sleep 0.05; done
        """)
      defer { swift.remove() }
      let script = tree.url("command.sh")
      let stratusSaid = tree.url("stratus-said")
      try Data(
        """
        PATH='\(swift.folder.path)':"$PATH" '\(Stratus.binary.path)' snapshots test \
          --package-path '\(tree.root.path)' 2>'\(stratusSaid.path)'
        echo "exited $?"
        sleep \(HangGuard.lingerSeconds)

        """.utf8
      ).write(to: script)
      // bash waits for a child that Ctrl-C did not kill, so it reaches `echo`.
      let session = try await TmuxSession("bash '\(script.path)'", width: 200)
      defer { session.close() }
      let running = try await session.waitFor("swift is running")
      let run = try runID(in: running)
      try session.send("C-c")
      let screen = try await session.waitFor("exited ")
      #expect(screen.contains("exited 130"), "the screen was:\n\(screen)")
      #expect(try tree.contents(of: "swift-said") == "swift got INT\n")
      #expect(
        try String(contentsOf: stratusSaid, encoding: .utf8)
          == "stratus snapshots test: interrupted by SIGINT: snapshot run \(run) is not marked complete\n"
      )
      #expect(marker(of: run, in: tree) == nil)
    } when: {
      !TmuxSession.isAvailable
    }
  }
}
