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
}
