import Foundation
import TestSupport
import Testing

@testable import TextSnapshotsCore

/// Two test processes recording every inline snapshot of one file at once, as two
/// terminals running the same tests do: each literal lands in its own call, exactly
/// once, and only the literals that landed are reported as recorded.
///
/// The processes are this test executable started twice, each running only
/// ``recordEveryCallAsAChildProcess()``: a few tenths of a second, with no package to
/// build. They wait on their standard input until both have started, so their rewrites
/// interleave. Only on Linux can the executable start itself: on macOS the tests are a
/// bundle that `xctest` or `swiftpm-testing-helper` loads.
@Suite struct InlineProcessRaceTests {
  /// What the parent tells a child, through its environment.
  enum Child {
    /// The package whose test file the child rewrites.
    static let package = "STRATUS_INLINE_RACE_PACKAGE"
    /// The build the child claims to be (``SnapshotSession/build``).
    static let build = "STRATUS_INLINE_RACE_BUILD"
    /// The file the child writes its messages to, as a JSON array.
    static let report = "STRATUS_INLINE_RACE_REPORT"
    /// `descending` to record the calls from the last to the first.
    static let order = "STRATUS_INLINE_RACE_ORDER"
    /// Whether this process is such a child.
    static var isRunning: Bool { ProcessInfo.processInfo.environment[package] != nil }
  }

  static let callCount = 20
  static let path = "Tests/FakeTests/FakeSuite.swift"

  /// Whether this test executable can be started as a process of its own.
  static var canRunItself: Bool {
    #if os(Linux)
      return ProcessInfo.processInfo.arguments.first?.hasSuffix(".xctest") == true
    #else
      return false
    #endif
  }

  @Test(
    .enabled(if: canRunItself, "only a Linux test executable can start itself"),
    arguments: [("a", "a", "ascending"), ("a", "b", "ascending"), ("a", "b", "descending")])
  func twoProcessesRecordingOneFileLandEveryLiteralInItsCall(
    builds: (String, String, String)
  ) async throws {
    for _ in 0..<3 {
      let package = try TemporaryPackage()
      let original = InlineTwoRunsTests.source(Array(repeating: "", count: Self.callCount))
      try package.write(original, to: Self.path)
      let reports = [0, 1].map { package.root.appendingPathComponent("child-\($0).json") }
      let children = try [(builds.0, "ascending"), (builds.1, builds.2)].enumerated().map {
        index, child in
        try start(
          [
            Child.package: package.root.path, Child.build: child.0, Child.order: child.1,
            Child.report: reports[index].path,
          ])
      }
      for child in children { try child.input.fileHandleForWriting.close() }
      let processes = children.map(\.process)
      try await onOwnThread { for process in processes { process.waitUntilExit() } }
      #expect(children.map(\.process.terminationStatus) == [0, 0])
      let messages = try reports.flatMap {
        try JSONDecoder().decode([String].self, from: Data(contentsOf: $0))
      }
      let expected = (0..<Self.callCount).map(InlineTwoRunsTests.literal)
      #expect(package.read(Self.path) == InlineTwoRunsTests.source(expected))
      #expect(messages.count == 2 * Self.callCount)
      #expect(
        messages.filter { $0.hasPrefix("Recorded the inline snapshot") }.count == Self.callCount)
      #expect(messages.filter { $0.hasPrefix("Another test run wrote") }.count == Self.callCount)
    }
  }

  /// Starts this executable running only the child test, with `environment` added, and
  /// its standard input a pipe that it waits on.
  private func start(_ environment: [String: String]) throws -> (process: Process, input: Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    process.arguments = [
      "--testing-library", "swift-testing", "--filter",
      "InlineProcessRaceTests/recordEveryCallAsAChildProcess",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, input)
  }

  /// The child's part: waits for the parent's go (its standard input closing), then
  /// records every call of the test file as a test run built from the original file
  /// would, and writes what each check said.
  @Test(.enabled(if: Child.isRunning, "runs only as a process started by the race above"))
  func recordEveryCallAsAChildProcess() throws {
    let environment = ProcessInfo.processInfo.environment
    let root = URL(fileURLWithPath: try #require(environment[Child.package]))
    let session = SnapshotSession(build: try #require(environment[Child.build]))
    _ = FileHandle.standardInput.readDataToEndOfFile()
    let original = InlineTwoRunsTests.source(Array(repeating: "", count: Self.callCount))
    let calls = InlineSource.calls(in: original)
    let order = Array(0..<Self.callCount)
    var messages: [String] = []
    for call in environment[Child.order] == "descending" ? order.reversed() : order {
      let message = InlineSnapshotAssertion.check(
        Snapshot(text: InlineTwoRunsTests.text(call)), expected: "", mode: nil,
        testFile: root.appendingPathComponent(Self.path).path, function: "test\(call)()",
        line: UInt(calls[call].line), column: UInt(calls[call].column),
        environment: SnapshotEnvironment(variables: [:], isTerminal: false), session: session)
      messages.append(message ?? "passed")
    }
    let report = URL(fileURLWithPath: try #require(environment[Child.report]))
    try JSONEncoder().encode(messages).write(to: report)
  }
}
