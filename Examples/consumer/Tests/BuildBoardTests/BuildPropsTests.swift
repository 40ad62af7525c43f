import BuildBoard
import Foundation
import Testing
import TextSnapshots

/// Values, not frames: the props a build becomes, as a dump; the build itself, as JSON;
/// the steps as a table of our own making. Volatile parts (the server's id and clock)
/// are redacted so the snapshots stay put.
@Suite struct BuildPropsTests {
  @Test func aFailedBuildBecomesFailingPropsWithWordedDurations() {
    assertInlineSnapshot(of: BuildCard.Props(.failedTests), as: .dump) {
      """
      |BuildCard.Props(|
      |  project: "weather-app",|
      |  build: "main · #128",|
      |  status: .failing,|
      |  steps: [|
      |    BuildCard.Props.Step(|
      |      name: "build",|
      |      duration: "42s",|
      |    ),|
      |    BuildCard.Props.Step(|
      |      name: "test",|
      |      duration: "1m 05s",|
      |    ),|
      |  ],|
      |)|
      """
    }
  }

  @Test func aBuildIsSnapshottedAsTheJSONTheServerSendsWithoutItsVolatileFields() {
    assertSnapshot(
      of: Build.failedTests,
      as: .json.redacting(.field("startedAt", as: "[date]"), .field(\Build.id, as: "[id]")))
  }

  @Test func aRunningBuildsStepsAsATable() {
    var build = Build.failedTests
    build.id = UUID()
    build.failed = false
    build.steps.append(Build.Step(name: "deploy", seconds: nil))
    assertSnapshot(of: BuildCard.Props(build), as: .stepsTable)
    // The same build, whose id changes every run, with the id redacted from its text.
    assertSnapshot(
      of: "\(build.id) \(build.branch) #\(build.number)", as: .lines.redacting(.uuids),
      named: "title")
  }
}

extension Snapshotting where Value == BuildCard.Props {
  /// A card's steps as a table, one step a row: a strategy of our own, made from
  /// `.lines` by turning the props into the text to compare.
  static var stepsTable: Snapshotting {
    Snapshotting<String>.lines.pullback { props in
      props.steps.map { step in
        step.name.padding(toLength: 8, withPad: " ", startingAt: 0) + step.duration
      }.joined(separator: "\n")
    }
  }
}
