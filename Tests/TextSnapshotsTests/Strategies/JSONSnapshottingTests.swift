import Foundation
import Testing
import TextSnapshotsCore

/// What `.json` writes: the encoder's document, pretty and sorted the same way on every
/// platform.
@Suite struct JSONSnapshottingTests {
  private struct Settings: Encodable {
    var units: String
    var refreshMinutes: Int
    var ratio: Double
    var savedAt: Date
    var cities: [String]
    var tags: [String: Bool]
    var note: String?
    var empty: [Int] = []
  }

  private let settings = Settings(
    units: "metric", refreshMinutes: 15, ratio: 0.1,
    savedAt: Date(timeIntervalSince1970: 1_795_000_000), cities: ["Berlin", "Toronto"],
    tags: ["z": true, "a": false], note: "tab\there \"quoted\" \u{1B}[0m")

  @Test func keysAreSortedAndTheTextIsIndentedByTwoSpaces() throws {
    let snapshot = try Snapshotting<Settings>.json.snapshot(of: settings)
    #expect(snapshot.kind == .json)
    #expect(
      rows(snapshot) == """
        {
          "cities": [
            "Berlin",
            "Toronto"
          ],
          "empty": [],
          "note": "tab\\there \\"quoted\\" \\u001B[0m",
          "ratio": 0.1,
          "refreshMinutes": 15,
          "savedAt": "2026-11-18T11:06:40Z",
          "tags": {
            "a": false,
            "z": true
          },
          "units": "metric"
        }
        """)
  }

  @Test func aFieldIsRedactedByItsKeyAndWrittenAsAString() throws {
    let strategy = Snapshotting<Settings>.json.redacting(.field("savedAt", as: "[date]"))
    let text = rows(try strategy.snapshot(of: settings))
    #expect(text.contains(#""savedAt": "[date]","#))
    #expect(!text.contains("2026"))
  }

  @Test func aValueTheEncoderRejectsFailsNamingTheType() {
    #expect(throws: SnapshotError.self) {
      try Snapshotting<Double>.json.snapshot(of: .infinity)
    }
    do {
      _ = try Snapshotting<[Double]>.json.snapshot(of: [.nan])
    } catch {
      #expect(error.description.hasPrefix("cannot make the snapshot of [Double]: "))
    }
  }

  @Test func aNonASCIIStringAndAnEmojiKeepTheirCharacters() throws {
    let snapshot = try Snapshotting<[String]>.json.snapshot(of: ["東京", "👍🏽", "a\u{2028}b"])
    #expect(rows(snapshot) == "[\n  \"東京\",\n  \"👍🏽\",\n  \"a\\u2028b\"\n]")
  }

  private func rows(_ snapshot: Snapshot) -> String {
    snapshot.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .dropLast().map { String($0.dropFirst().dropLast()) }.joined(separator: "\n")
  }
}
