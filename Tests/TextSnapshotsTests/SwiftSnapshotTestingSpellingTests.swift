import Foundation
import Testing
import TextSnapshots
import TextUI

/// What a user of swift-snapshot-testing types, as Stratus takes it: `.description`, a
/// value that throws, several strategies at once, a kind of their own.
@Suite struct SwiftSnapshotTestingSpellingTests {
  enum LookupFailure: Error {
    case noSuchBuild(Int)
  }

  static func build(_ number: Int) throws -> String {
    throw LookupFailure.noSuchBuild(number)
  }

  @Test func aValueThatThrowsIsTheFailureAndNamesTheError() {
    let failure = verifySnapshot(of: try Self.build(7), as: .lines)
    #expect(
      failure
        == "Snapshot of aValueThatThrowsIsTheFailureAndNamesTheError not checked: the value threw SwiftSnapshotTestingSpellingTests.LookupFailure: noSuchBuild(7)"
    )
  }

  // NB: a closure holding `try` is inferred to throw even when the `try` is inside an
  // autoclosure that the call consumes, so `withKnownIssue` rethrows here.
  @Test func aValueThatThrowsIsRecordedAsAnIssue() throws {
    try withKnownIssue {
      assertSnapshot(of: try Self.build(7), as: .lines)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("the value threw") }
    }
    try withKnownIssue {
      assertSnapshots(of: try Self.build(7), as: ["a": .lines, "b": .lines])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("noSuchBuild(7)") }
    }
  }

  @Test func descriptionIsLinesPulledBackAlongStringDescribing() throws {
    let build = Build(number: 128, branch: "main")
    #expect(
      try Snapshotting<Build>.description.snapshot(of: build)
        == Snapshotting<String>.lines.pullback(String.init(describing:)).snapshot(of: build))
    #expect(
      try Snapshotting<Build>.description.snapshot(of: build).text
        == "# stratus-snapshot 1 text 12x1\n|#128 on main|\n")
  }

  @Test func aKindOfOurOwnIsWrittenInTheHeader() throws {
    let csv = Snapshotting<[Int]>(kind: "csv") { $0.map(String.init).joined(separator: ",") }
    #expect(try csv.snapshot(of: [1, 2]).text == "# stratus-snapshot 1 csv 3x1\n|1,2|\n")
    #expect(csv.kind.rawValue == "csv")
  }

  @Test func theKindsStratusMakesKeepTheirWords() {
    let kinds: [Snapshot.Kind] = [.frame, .trace, .text, .dump, .json]
    #expect(kinds.map(\.rawValue) == ["frame", "trace", "text", "dump", "json"])
    #expect(Snapshot.Kind(rawValue: "frame") == .frame)
    for bad in ["", "two words", "a|b", "é"] {
      #expect(Snapshot.Kind(rawValue: bad) == nil, "\(bad)")
    }
  }

  struct Build: CustomStringConvertible {
    var number: Int
    var branch: String
    var description: String { "#\(number) on \(branch)" }
  }
}
