import Foundation
import Testing

@testable import TextSnapshotsCore

/// A redaction made from a key path redacts its field only inside a value of the key
/// path's root type: `\Build.timing.startedAt` never redacts a `Deploy`'s field of the
/// same names.
@Suite struct KeyPathRedactionTests {
  private struct Timing: Encodable {
    var startedAt: Date
  }
  private struct Build: Encodable {
    var timing: Timing
  }
  private struct Deploy: Encodable {
    var timing: Timing
  }
  private enum Event: Encodable {
    case built(Build)
    case deployed(Deploy)
  }
  private struct Pipeline: Encodable {
    var build: Build
    var deploy: Deploy
    var events: [Event]
  }

  private static let start = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

  private let pipeline = Pipeline(
    build: Build(timing: Timing(startedAt: start)),
    deploy: Deploy(timing: Timing(startedAt: start)),
    events: [
      .built(Build(timing: Timing(startedAt: start))),
      .deployed(Deploy(timing: Timing(startedAt: start))),
    ])

  /// The rows of `snapshot`'s file, without its header.
  private func rows(_ snapshot: Snapshot) -> Substring {
    snapshot.text.drop { $0 != "\n" }.dropFirst()
  }

  @Test func aDumpRedactsTheFieldOnlyInsideTheRootType() throws {
    let snapshot = try Snapshotting<Pipeline>.dump
      .redacting(.field(\Build.timing.startedAt, as: "[date]"))
      .snapshot(of: pipeline)
    #expect(
      rows(snapshot) == """
        |KeyPathRedactionTests.Pipeline(|
        |  build: KeyPathRedactionTests.Build(|
        |    timing: KeyPathRedactionTests.Timing(|
        |      startedAt: [date],|
        |    ),|
        |  ),|
        |  deploy: KeyPathRedactionTests.Deploy(|
        |    timing: KeyPathRedactionTests.Timing(|
        |      startedAt: 2026-11-18T11:06:40Z,|
        |    ),|
        |  ),|
        |  events: [|
        |    .built(KeyPathRedactionTests.Build(|
        |      timing: KeyPathRedactionTests.Timing(|
        |        startedAt: [date],|
        |      ),|
        |    )),|
        |    .deployed(KeyPathRedactionTests.Deploy(|
        |      timing: KeyPathRedactionTests.Timing(|
        |        startedAt: 2026-11-18T11:06:40Z,|
        |      ),|
        |    )),|
        |  ],|
        |)|

        """)
  }

  @Test func aJSONRedactsTheFieldOnlyInsideTheRootType() throws {
    let snapshot = try Snapshotting<Pipeline>.json
      .redacting(.field(\Build.timing.startedAt, as: "[date]"))
      .snapshot(of: pipeline)
    #expect(
      rows(snapshot) == """
        |{|
        |  "build": {|
        |    "timing": {|
        |      "startedAt": "[date]"|
        |    }|
        |  },|
        |  "deploy": {|
        |    "timing": {|
        |      "startedAt": "2026-11-18T11:06:40Z"|
        |    }|
        |  },|
        |  "events": [|
        |    {|
        |      "built": {|
        |        "_0": {|
        |          "timing": {|
        |            "startedAt": "[date]"|
        |          }|
        |        }|
        |      }|
        |    },|
        |    {|
        |      "deployed": {|
        |        "_0": {|
        |          "timing": {|
        |            "startedAt": "2026-11-18T11:06:40Z"|
        |          }|
        |        }|
        |      }|
        |    }|
        |  ]|
        |}|

        """)
  }

  @Test func aRedactionByNameStillRedactsEveryFieldOfThoseNames() throws {
    let text = try Snapshotting<Pipeline>.json
      .redacting(.field("timing.startedAt", as: "[date]"))
      .snapshot(of: pipeline).text
    #expect(!text.contains("2026-11-18"))
  }

  @Test func aKeyPathWhoseRootTheValueDoesNotHoldMatchesNothingAndSaysSo() {
    let deploy = Deploy(timing: Timing(startedAt: Self.start))
    for strategy in [Snapshotting<Deploy>.dump, .json] {
      #expect(
        throws: SnapshotError.unmatchedRedaction([
          "field \"timing.startedAt\" of KeyPathRedactionTests.Build"
        ])
      ) {
        try strategy.redacting(.field(\Build.timing.startedAt, as: "[date]")).snapshot(of: deploy)
      }
    }
  }

  @Test func aStrategyThatCannotTellTheHoldingTypesMatchesOnlyByName() throws {
    let names = Snapshotting<Deploy>(kind: "names") { deploy, redactor in
      let field = redactor.replacement(at: ["timing", "startedAt"]) ?? "\(deploy.timing.startedAt)"
      return Snapshot(kind: "names", text: field)
    }
    #expect(
      try names.redacting(.field("startedAt", as: "[date]")).snapshot(of: pipeline.deploy).text
        .contains("|[date]|"))
    #expect(
      throws: SnapshotError.unmatchedRedaction([
        "field \"timing.startedAt\" of KeyPathRedactionTests.Deploy"
      ])
    ) {
      try names.redacting(.field(\Deploy.timing.startedAt, as: "[date]")).snapshot(
        of: pipeline.deploy)
    }
  }

  @Test func aStrategyThatTellsTheHoldingTypesHonoursTheRoot() throws {
    var redactor = FieldRedactor([.field(\Build.timing.startedAt, as: "[date]")])
    #expect(
      redactor.replacement(at: ["timing", "startedAt"], holders: [Deploy.self, Timing.self]) == nil)
    #expect(
      redactor.replacement(at: ["timing", "startedAt"], holders: [Build.self, Timing.self])
        == "[date]")
    #expect(
      redactor.replacement(
        at: ["x", "timing", "startedAt"], holders: [nil, Build.self, Timing.self]) == "[date]")
    #expect(redactor.replacement(at: ["timing", "startedAt"], holders: [Timing.self]) == nil)
  }
}
