import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// A strategy changes only the text: a value's golden is recorded, held pending, reviewed,
/// accepted and counted in the ledger exactly as a frame's is, whatever made it.
@Suite struct StrategyWorkflowTests {
  let package: TemporaryPackage
  let environment = SnapshotEnvironment(
    variables: ["STRATUS_SNAPSHOT_RUN": "run-1"], isTerminal: false)

  init() throws { package = try TemporaryPackage() }

  private struct Settings: Encodable {
    var units: String
    var minutes: Int
  }

  /// A strategy of a test's own: the settings as `key=value` lines.
  private let keyValues = Snapshotting<String>.lines.pullback { (settings: Settings) in
    "units=\(settings.units)\nminutes=\(settings.minutes)"
  }

  private func check(
    _ snapshot: Snapshot, named name: String, session: SnapshotSession
  ) -> String? {
    SnapshotAssertion.check(
      snapshot, named: name, mode: nil, testFile: package.testFile, function: "saves()",
      environment: environment, session: session)
  }

  @Test func aValuesGoldenIsRecordedHeldPendingAndAcceptedLikeAFramesIs() throws {
    let before = Settings(units: "metric", minutes: 15)
    let after = Settings(units: "imperial", minutes: 15)
    let strategies: [(String, (Settings) throws(SnapshotError) -> Snapshot)] = [
      ("dump", Snapshotting.dump.snapshot), ("json", Snapshotting.json.snapshot),
      ("custom", keyValues.snapshot),
    ]
    for (name, snapshot) in strategies {
      let path = "Snapshots/FakeTests/FakeSuite/saves.\(name).txt"
      #expect(
        check(try snapshot(before), named: name, session: SnapshotSession())?.hasPrefix("Recorded")
          == true)
      let message = check(try snapshot(after), named: name, session: SnapshotSession())
      #expect(message?.contains("differs; the golden is untouched") == true)
      #expect(message?.contains("imperial") == true)
      #expect(package.read(path) == (try snapshot(before)).text)
      #expect(package.read(path + ".new") == (try snapshot(after)).text)
    }
    let review = SnapshotReview(packageRoot: package.root)
    #expect(review.pending().count == 3)
    for pending in review.pending() { try review.accept(pending) }
    #expect(review.pending().isEmpty)
    for (name, snapshot) in strategies {
      let golden = package.read("Snapshots/FakeTests/FakeSuite/saves.\(name).txt")
      #expect(golden == (try snapshot(after)).text)
    }
    #expect(
      package.read("Snapshots/FakeTests/FakeSuite/saves.json.txt")?.hasPrefix(
        "# stratus-snapshot 1 json 21x4\n") == true)
  }

  @Test func anOrphanIsAnOrphanWhateverItsStrategy() throws {
    let session = SnapshotSession()
    let settings = Settings(units: "metric", minutes: 15)
    _ = check(try Snapshotting.dump.snapshot(of: settings), named: "kept", session: session)
    try package.write(
      try Snapshotting.json.snapshot(of: settings).text,
      to: "Snapshots/FakeTests/FakeSuite/saves.gone.txt")
    #expect(
      check(try Snapshotting.dump.snapshot(of: settings), named: "kept", session: SnapshotSession())
        == nil)
    try SnapshotLedger(packageRoot: package.root).markComplete(run: "run-1", green: true)
    let orphans = try #require(SnapshotReview(packageRoot: package.root).orphans())
    #expect(orphans.files == ["Snapshots/FakeTests/FakeSuite/saves.gone.txt"])
  }

  @Test func aSnapshotThatCannotBeMadeFailsTheAssertionNamingTheTest() {
    let strategy = Snapshotting<Settings>.dump.redacting(.field("savedAt"))
    do {
      _ = try strategy.snapshot(of: Settings(units: "metric", minutes: 15))
      Issue.record("the unmatched redaction was not reported")
    } catch {
      #expect(
        SnapshotAssertion.notMade(error, function: "saves()")
          == "Snapshot of saves not checked: the redaction of field \"savedAt\" matched nothing; fix its name, or remove it if the value no longer holds it (field redactions apply to .dump and .json)"
      )
    }
    #expect(package.snapshotFiles() == [])
  }
}
