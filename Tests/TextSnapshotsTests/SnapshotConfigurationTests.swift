import Foundation
import Testing
import TextSnapshots
import TextUI

@testable import TextSnapshotsCore

/// Scoped configuration: `withSnapshotTesting(record:diffTool:)` and the `.snapshots`
/// trait set the mode and diff tool of the assertions inside, task-locally.
@Suite struct SnapshotConfigurationTests {
  let package: TemporaryPackage

  init() throws { package = try TemporaryPackage() }

  private func check(
    _ text: String, mode: SnapshotMode? = nil, variables: [String: String] = [:],
    session: SnapshotSession = SnapshotSession()
  ) -> String? {
    SnapshotAssertion.check(
      Snapshot(text: text), named: nil, mode: mode, testFile: package.testFile,
      function: "rendersNow()",
      environment: SnapshotEnvironment(variables: variables, isTerminal: false),
      session: session)
  }

  private let golden = "Snapshots/FakeTests/FakeSuite/rendersNow.txt"

  @Test func aScopeSetsTheModeOfTheAssertionsInside() {
    _ = check("old")
    let message = withSnapshotTesting(record: .failed) { check("new") }
    #expect(message?.hasPrefix("Re-recorded \(golden) (mode failed)") == true)
    #expect(package.read(golden) == Snapshot(text: "new").text)
    #expect(SnapshotConfiguration.current.mode == nil)
  }

  @Test func theArgumentBeatsTheScope() {
    _ = check("old")
    let message = withSnapshotTesting(record: .all) { check("new", mode: .never) }
    #expect(message?.hasPrefix("Snapshot \(golden) differs; the golden is untouched.") == true)
    #expect(package.read(golden) == Snapshot(text: "old").text)
  }

  @Test func theScopeBeatsTheEnvironmentAndCI() {
    _ = check("old")
    let variables = ["CI": "true", "STRATUS_SNAPSHOTS": "never"]
    let message = withSnapshotTesting(record: .failed) { check("new", variables: variables) }
    #expect(message?.hasPrefix("Re-recorded \(golden)") == true)
    #expect(check("newer", variables: variables)?.contains("(CI writes nothing)") == true)
  }

  @Test func theInnermostScopeWinsAndKeepsWhatItLeavesUnset() {
    withSnapshotTesting(record: .all, diffTool: .ksdiff) {
      withSnapshotTesting(record: .never) {
        #expect(SnapshotConfiguration.current.mode == .never)
        #expect(
          SnapshotConfiguration.current.diffTool?(golden: "a", new: "b") == #"ksdiff "a" "b""#)
      }
      withSnapshotTesting(diffTool: "opendiff") {
        #expect(SnapshotConfiguration.current.mode == .all)
      }
    }
  }

  @Test func tasksRunningAtOnceKeepTheirOwnScopes() async {
    let modes = SnapshotMode.allCases
    let seen = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<40 {
        let mode = modes[index % modes.count]
        group.addTask {
          await withSnapshotTesting(record: mode) {
            for _ in 0..<5 { await Task.yield() }
            return SnapshotConfiguration.current.mode == mode
          }
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(seen.count == 40 && seen.allSatisfy { $0 })
  }

  @Test func aMismatchNamesTheDiffToolWithBothPaths() {
    _ = check("old")
    let message = withSnapshotTesting(diffTool: .ksdiff) { check("new") }
    let root = package.root.path
    #expect(
      message?.hasSuffix(#"diff tool: ksdiff "\#(root)/\#(golden)" "\#(root)/\#(golden).new""#)
        == true, "\(message ?? "nil")")
    #expect(withSnapshotTesting(diffTool: .ksdiff) { check("old") } == nil)
  }

  @Test func aDiffToolIsNotNamedWhenThereIsNoNewFile() {
    let recorded = withSnapshotTesting(diffTool: .ksdiff) { check("first") }
    #expect(recorded?.contains("diff tool") == false)
    let onCI = withSnapshotTesting(diffTool: .ksdiff) { check("second", variables: ["CI": "1"]) }
    #expect(onCI?.contains("diff tool") == false)
  }

  @Test func aCommandLiteralQuotesThePathsForAShell() {
    let tool: SnapshotDiffTool = "code --diff"
    #expect(
      tool(golden: #"/a b/"x".txt"#, new: "/$HOME/`x`")
        == #"code --diff "/a b/\"x\".txt" "/\$HOME/\`x\`""#)
  }

  @Test(.snapshots(record: .all)) func theTraitSetsTheModeOfItsTest() {
    #expect(SnapshotConfiguration.current.mode == .all)
  }
}

/// A suite's trait reaches each of its tests, and a test's own trait is inside it.
@Suite(.snapshots(record: .missing, diffTool: .gitDiff))
struct SnapshotsTraitTests {
  @Test func aTestOfTheSuiteHasTheSuitesMode() {
    #expect(SnapshotConfiguration.current.mode == .missing)
  }

  @Test(.snapshots(record: .never)) func aTestsOwnTraitWinsAndKeepsTheSuitesDiffTool() {
    #expect(SnapshotConfiguration.current.mode == .never)
    #expect(
      SnapshotConfiguration.current.diffTool?(golden: "a", new: "b")
        == #"git diff --no-index "a" "b""#)
  }
}
