import Foundation
import Testing
import TextSnapshots

/// `stratus script`, run as a built binary on the committed scenarios.
@Suite struct ScriptCommandTests {
  static let scenarios = ["choose-oslo", "tabs", "clock-tick", "account-switch"]

  @Test(arguments: scenarios)
  func committedScenariosPrintWhatTheyAskFor(_ scenario: String) throws {
    let result = try Stratus.run(["script", "Examples/scenarios/\(scenario).stratus"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    assertSnapshot(of: result.output, named: scenario)
  }

  @Test func eachOutputIsHeadedByTheLineThatAskedForIt() throws {
    let script = "# tabs\nkey 2\nframe\n\nkey 3\ntrace\n"
    let result = try Stratus.run(["script", "-", "--width", "60", "--height", "16"], input: script)
    #expect(result.status == 0, "\(result.error)")
    let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("--- line") }
    #expect(headings == ["--- line 3: frame", "--- line 6: trace"])
    #expect(result.output.contains("[2 Week]"))
    #expect(result.output.contains("evaluated TabBarContainer"))
  }

  @Test func fencedFramesAreSnapshotForm() throws {
    let result = try Stratus.run(["script", "-", "--fence"], input: "frame\n")
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "--- line 1: frame")
    #expect(lines.dropFirst().first?.hasPrefix("# stratus-snapshot 1 frame 80x24") == true)
    #expect(lines.count == 26)
  }

  @Test func aBadLineStopsTheScriptBeforeAnythingRuns() throws {
    let result = try Stratus.run(["script", "-"], input: "frame\nkey 2\nkey entr\n")
    #expect(result.status == 65)
    #expect(result.output.isEmpty, "a script that does not parse prints no frame")
    #expect(result.error.hasPrefix("stratus script: <stdin>:3: unknown key 'entr'; keys: "))
  }

  @Test func anUnknownAccountStopsTheScriptAtItsLine() throws {
    let result = try Stratus.run(["script", "-"], input: "frame\naccount Nobody\nframe\n")
    #expect(result.status == 65)
    #expect(result.output.components(separatedBy: "--- line").count == 2, "only the first frame")
    #expect(
      result.error
        == "stratus script: <stdin>:2: unknown account 'Nobody'; accounts: Personal, Work\n")
  }
}
