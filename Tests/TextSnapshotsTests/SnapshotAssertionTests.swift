import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// The whole path of an assertion: location from the test file, verification, ledger.
@Suite struct SnapshotAssertionTests {
  let package: TemporaryPackage
  let environment = SnapshotEnvironment(
    variables: ["STRATUS_SNAPSHOT_RUN": "run-1"], isTerminal: false)

  init() throws { package = try TemporaryPackage() }

  private func check(
    _ text: String, named name: String? = nil, function: String = "rendersNow()",
    environment: SnapshotEnvironment? = nil, session: SnapshotSession = SnapshotSession()
  ) -> String? {
    SnapshotAssertion.check(
      Snapshot(text: text), named: name, mode: nil, testFile: package.testFile,
      function: function, environment: environment ?? self.environment, session: session)
  }

  @Test func recordsUnderTheTargetAndFileOfTheTest() {
    let message = check("hello")
    #expect(
      message
        == "Recorded Snapshots/FakeTests/FakeSuite/rendersNow.txt (there was no golden); check it and run again."
    )
    #expect(package.snapshotFiles() == ["Snapshots/FakeTests/FakeSuite/rendersNow.txt"])
  }

  @Test func secondRunOfTheSameTestPasses() {
    _ = check("hello")
    #expect(check("hello") == nil)
  }

  @Test func ciOnACleanCheckoutWritesNothing() {
    let ci = SnapshotEnvironment(variables: ["CI": "true"], isTerminal: false)
    let message = check("hello", environment: ci)
    #expect(
      message?.hasPrefix("No golden Snapshots/FakeTests/FakeSuite/rendersNow.txt, and CI") == true)
    #expect(package.snapshotFiles() == [])
  }

  @Test func invalidModeFailsEveryAssertionAndWritesNothing() {
    let bad = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOTS": "yes"], isTerminal: false)
    #expect(
      check("hello", environment: bad)
        == "Snapshot of rendersNow not checked: STRATUS_SNAPSHOTS=yes is not a mode; use one of never, missing, failed, all"
    )
    #expect(package.snapshotFiles() == [])
  }

  @Test func parameterisedCaseWithoutANameIsAnError() {
    let message = SnapshotAssertion.check(
      Snapshot(text: "x"), named: nil, mode: nil, testFile: package.testFile,
      function: "renders(width:)", isParameterizedCase: true, environment: environment,
      session: SnapshotSession())
    #expect(
      message?.hasPrefix("Snapshot of renders not checked: renders(width:) is parameterised")
        == true)
    #expect(package.snapshotFiles() == [])
  }

  /// The package root comes from `#filePath`, fixed when the test was built, so a session
  /// walks up to the `Package.swift` once per test file, not once per assertion.
  @Test func aTestFilesPackageRootIsFoundOncePerSession() throws {
    let session = SnapshotSession()
    _ = check("a", session: session)
    try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))
    #expect(check("b", named: "second", session: session)?.hasPrefix("Recorded") == true)
    #expect(
      check("b", named: "second")?.hasPrefix("Snapshot of rendersNow not checked: ") == true)
  }

  /// A session lists a golden folder's pending files once, when it first uses the
  /// folder: the stale ones there then are removed as their goldens match.
  @Test func pendingFilesLeftByAnEarlierRunAreRemovedWhenTheirGoldenMatches() throws {
    let session = SnapshotSession()
    let folder = "Snapshots/FakeTests/FakeSuite"
    for (golden, text) in [("rendersNow.txt", "a"), ("rendersNow.2.txt", "b")] {
      try package.write(Snapshot(text: text).text, to: "\(folder)/\(golden)")
      try package.write("stale", to: "\(folder)/\(golden).new")
      try package.write("stale", to: "\(folder)/\(golden).diff")
    }
    #expect(check("a", session: session) == nil)
    #expect(check("b", session: session) == nil)
    #expect(package.snapshotFiles() == ["\(folder)/rendersNow.2.txt", "\(folder)/rendersNow.txt"])
  }

  /// A pending file written after the session first used the folder is another test
  /// process's result (another `swift test`, another build): it waits for review, and the
  /// next run removes it if its golden still matches.
  @Test func aPendingFileWrittenDuringTheSessionWaitsForReview() throws {
    let folder = "Snapshots/FakeTests/FakeSuite"
    try package.write(Snapshot(text: "a").text, to: "\(folder)/rendersNow.txt")
    try package.write(Snapshot(text: "b").text, to: "\(folder)/rendersNow.2.txt")
    let session = SnapshotSession()
    #expect(check("a", session: session) == nil)
    try package.write("another run's", to: "\(folder)/rendersNow.2.txt.new")
    #expect(check("b", session: session) == nil)
    #expect(package.exists("\(folder)/rendersNow.2.txt.new"))

    let nextRun = SnapshotSession()
    #expect(check("a", session: nextRun) == nil)
    #expect(check("b", session: nextRun) == nil)
    #expect(!package.exists("\(folder)/rendersNow.2.txt.new"))
  }

  /// On CI nothing is written or removed, so no folder is listed either.
  @Test func ciRemovesNoPendingFile() throws {
    let folder = "Snapshots/FakeTests/FakeSuite"
    try package.write(Snapshot(text: "a").text, to: "\(folder)/rendersNow.txt")
    try package.write("stale", to: "\(folder)/rendersNow.txt.new")
    let ci = SnapshotEnvironment(variables: ["CI": "1"], isTerminal: false)
    #expect(check("a", environment: ci) == nil)
    #expect(package.exists("\(folder)/rendersNow.txt.new"))
  }

  @Test func theProcessEnvironmentGivesTheVariablesAnAssertionReads() {
    let expected = ProcessInfo.processInfo.environment.filter {
      SnapshotEnvironment.names.contains($0.key)
    }
    #expect(SnapshotEnvironment.current.variables == expected)
  }

  @Test func colourOnlyOnATerminalWithoutNO_COLOR() {
    #expect(SnapshotEnvironment(variables: [:], isTerminal: true).allowsColor)
    #expect(!SnapshotEnvironment(variables: [:], isTerminal: false).allowsColor)
    #expect(!SnapshotEnvironment(variables: ["NO_COLOR": "1"], isTerminal: true).allowsColor)
    #expect(SnapshotEnvironment(variables: ["NO_COLOR": ""], isTerminal: true).allowsColor)
  }

  // MARK: - Ledger

  @Test func ledgerRecordsEveryCheckedFileWithItsOutcome() throws {
    let session = SnapshotSession()
    _ = check("a", session: session)
    _ = check("b", named: "second", session: session)
    let ledger = SnapshotLedger(packageRoot: package.root)
    let run = try #require(ledger.runs().first { $0.id == "run-1" })
    #expect(
      run.checked == [
        "Snapshots/FakeTests/FakeSuite/rendersNow.txt": .recorded,
        "Snapshots/FakeTests/FakeSuite/rendersNow.second.txt": .recorded,
      ])
    #expect(run.status == nil)
    #expect(ledger.lastCompleteRun() == nil)
  }

  /// A test process that crashes keeps every line it finished: nothing waits in a
  /// buffer.
  @Test func eachAssertionsLineIsInTheLedgerWhenItReturns() throws {
    let session = SnapshotSession()
    _ = check("a", session: session)
    let ledger = package.root.appendingPathComponent(
      ".build/stratus-snapshots/runs/run-1/\(getpid()).ledger")
    #expect(
      try String(contentsOf: ledger, encoding: .utf8)
        == "recorded\tSnapshots/FakeTests/FakeSuite/rendersNow.txt\n")
    _ = check("b", named: "second", session: session)
    #expect(try String(contentsOf: ledger, encoding: .utf8).split(separator: "\n").count == 2)
  }

  /// A new run deletes all but the 19 newest before it starts, judged by when each last
  /// wrote; a folder with no file holds no run and is left.
  @Test func aNewRunKeepsTheNineteenNewestBesideIt() throws {
    let runs = ".build/stratus-snapshots/runs"
    let now = Date()
    for age in 0..<25 {
      let file = "\(runs)/old-\(age)/1.ledger"
      try package.write("matched\tSnapshots/A/x.txt\n", to: file)
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(Double(-60 * (age + 1)))],
        ofItemAtPath: package.root.appendingPathComponent(file).path)
    }
    try package.makeFolder("\(runs)/empty")
    _ = check("a")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent(runs).path)
    #expect(Set(left) == Set(["run-1", "empty"] + (0..<19).map { "old-\($0)" }))
  }

  @Test func ledgerFilesOfParallelProcessesAreMerged() throws {
    let ledger = SnapshotLedger(packageRoot: package.root)
    let folder = ".build/stratus-snapshots/runs/run-2"
    try package.write(
      "matched\tSnapshots/A/x.txt\nmismatched\tSnapshots/A/y.txt\n", to: "\(folder)/101.ledger")
    try package.write("recorded\tSnapshots/B/z.txt\n", to: "\(folder)/102.ledger")
    try ledger.markComplete(run: "run-2", green: false)
    let run = try #require(ledger.lastCompleteRun())
    #expect(run.id == "run-2")
    #expect(run.status == .red)
    #expect(run.checked.count == 3)
    #expect(run.checked["Snapshots/A/y.txt"] == .mismatched)
  }

  @Test func concurrentAssertionsLeaveWholeLedgerLines() async throws {
    let session = SnapshotSession()
    await withTaskGroup(of: Void.self) { group in
      for test in 0..<40 {
        group.addTask {
          for _ in 0..<5 { _ = self.check("x", function: "test\(test)()", session: session) }
        }
      }
    }
    let run = try #require(SnapshotLedger(packageRoot: package.root).runs().first)
    #expect(run.checked.count == 200)
    #expect(run.checked.values.allSatisfy { $0 == .recorded })
  }

  @Test func rewrittenTenThousandLineGoldenFailsWithTheWholeDiff() throws {
    // Every line changed: past the diff's cost limit, so this is the consumer's path
    // whose cost used to grow with the square of the lines (Docs/Performance.md).
    _ = check((0..<10_000).map { "row \($0)" }.joined(separator: "\n"))
    let message = try #require(
      check((0..<10_000).map { "ROW \($0)" }.joined(separator: "\n")))
    #expect(
      message.contains("\n@@ -1,10001 +1,10001 @@\n # stratus-snapshot 1 text 8x10000\n-|row 0|\n"))
    let diff = try #require(package.read("Snapshots/FakeTests/FakeSuite/rendersNow.txt.diff"))
    #expect(diff.split(separator: "\n").count { $0.hasPrefix("-|row ") } == 10_000)
    #expect(diff.split(separator: "\n").count { $0.hasPrefix("+|ROW ") } == 10_000)
  }
}
