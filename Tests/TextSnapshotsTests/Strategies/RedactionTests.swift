import Foundation
import Testing
import TextSnapshotsCore
import TextUI

/// Volatile parts replaced before a snapshot is compared, and redactions that match
/// nothing reported.
@Suite struct RedactionTests {
  private struct Report {
    var id: UUID
    var timing: Timing
    var log: String
  }
  private struct Timing {
    var startedAt: Date
    var seconds: Double
  }

  private let report = Report(
    id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
    timing: Timing(startedAt: Date(timeIntervalSince1970: 1_795_000_000), seconds: 1.5),
    log: "wrote /tmp/stratus-1234/out.txt in 12 ms")

  @Test func aFieldIsRedactedByNameAtAnyDepthOrByAPathOfNames() throws {
    let byName = try Snapshotting<Report>.dump
      .redacting(.field("startedAt", as: "[date]")).snapshot(of: report)
    #expect(byName.text.contains("|    startedAt: [date],|"))
    let byPath = try Snapshotting<Report>.dump
      .redacting(.field("timing.seconds", as: "[s]")).snapshot(of: report)
    #expect(byPath.text.contains("|    seconds: [s],|"))
    #expect(byPath.text.contains("2026-11-18T11:06:40Z"))
  }

  @Test func aFieldIsRedactedByKeyPath() throws {
    let strategy = Snapshotting<Report>.dump.redacting(
      .field(\Report.timing.startedAt, as: "[date]"), .field(\Report.id, as: "[id]"))
    let text = try strategy.snapshot(of: report).text
    #expect(text.contains("|  id: [id],|"))
    #expect(text.contains("|    startedAt: [date],|"))
  }

  @Test func aKeyPathThroughAComputedPropertyIsRefusedWithAReason() {
    let strategy = Snapshotting<Report>.dump.redacting(.field(\Report.log.count))
    #expect {
      try strategy.snapshot(of: report)
    } throws: { error in
      let description = (error as? SnapshotError)?.description ?? ""
      return description.contains("not a path of stored properties")
        && description.contains("matched nothing")
    }
  }

  @Test func aRedactionThatMatchesNothingFailsNamingIt() {
    let strategy = Snapshotting<Report>.dump.redacting(
      .field("startedAt"), .field("finishedAt"), .uuids, .durations,
      .pattern(/build-\d+/, as: "[b]"))
    #expect(
      throws: SnapshotError.unmatchedRedaction([
        "field \"finishedAt\"", "pattern written as \"[b]\"",
      ])
    ) {
      try strategy.snapshot(of: report)
    }
  }

  @Test func textRedactionsReplaceEveryMatchInAnyStrategy() throws {
    let text = """
      run E621E1F8-C36C-495A-93FC-0C247A3E6E5F at 2026-11-26T09:30:00.125+01:00
      took 0.52s, then 12 ms, then 1.2 µs
      wrote /tmp/stratus-1234/out.txt and "\(FileManager.default.temporaryDirectory.path)/a b"
      """
    let snapshot = try Snapshotting<String>.lines
      .redacting(.uuids, .dates, .durations, .temporaryPaths).snapshot(of: text)
    #expect(
      snapshot.text
        == """
        # stratus-snapshot 1 text 36x3
        |run [uuid] at [date]|
        |took [duration], then [duration], then [duration]|
        |wrote [tmp] and "[tmp] b"|

        """.replacingOccurrences(of: "36x3", with: "\(snapshot.width)x3"))
  }

  @Test func exactTextIsRedactedWhereverItIs() throws {
    let folder = "/home/ci/work 1"
    let snapshot = try Snapshotting<String>.lines.redacting(.text(folder, as: "[work]"))
      .snapshot(of: "cd \(folder)\nls \(folder)/Sources")
    #expect(snapshot.text.hasSuffix("|cd [work]|\n|ls [work]/Sources|\n"))
  }

  @Test func aRedactedFrameKeepsItsKind() throws {
    var frame = TextUI.Frame(width: 12, height: 1)
    frame.write("id 1234-abc", x: 0, y: 0)
    let snapshot = try Snapshotting<TextUI.Frame>.frame
      .redacting(.pattern(/\d{4}-\w+/, as: "[id]")).snapshot(of: frame)
    #expect(snapshot.kind == .frame)
    #expect(snapshot.text.hasSuffix("|id [id] |\n"))
  }
}
