import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// A golden saved with a UTF-8 byte-order mark in front (as some Windows editors save
/// text) is read as if the mark were not there, as a golden saved with CRLF is read as
/// LF: the test compares what the file shows, and the review shows the same.
@Suite struct ByteOrderMarkTests {
  let package: TemporaryPackage
  let golden = "Snapshots/FakeTests/Suite/test.txt"

  init() throws { package = try TemporaryPackage() }

  private func verify(_ snapshot: Snapshot, mode: SnapshotMode = .missing)
    -> SnapshotVerifier.Result
  {
    SnapshotVerifier(policy: SnapshotPolicy(mode: mode, writes: true), colored: false)
      .verify(snapshot, at: package.location(golden))
  }

  /// The bytes of the file at `path`: decoding them as a `String` would drop the mark.
  private func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: package.root.appendingPathComponent(path)))
  }

  /// A two-row frame whose second row has a styled word, so its file has a style section.
  private static var styledFrame: Frame {
    var frame = Frame(width: 8, height: 2)
    frame.write("Toronto", x: 0, y: 0)
    frame.write("-3°", x: 0, y: 1, style: Style(foreground: .red).named("alert", letter: "a"))
    return frame
  }

  @Test func aPlainGoldenWithAByteOrderMarkMatchesAndIsLeftAsItIs() throws {
    let file = "\u{FEFF}" + Snapshot(text: "one\ntwo").text
    try package.write(file, to: golden)
    let result = verify(Snapshot(text: "one\ntwo"))
    #expect(result == SnapshotVerifier.Result(outcome: .matched, message: nil))
    #expect(try bytes(golden) == Array(file.utf8))
    #expect(package.snapshotFiles() == [golden])
  }

  @Test func aStyledGoldenWithAByteOrderMarkMatches() throws {
    try package.write("\u{FEFF}" + Snapshot(Self.styledFrame).text, to: golden)
    #expect(verify(Snapshot(Self.styledFrame)).outcome == .matched)
  }

  @Test func aGoldenWithAByteOrderMarkAndCRLFMatches() throws {
    let crlf = Snapshot(Self.styledFrame).text.replacingOccurrences(of: "\n", with: "\r\n")
    try package.write("\u{FEFF}" + crlf, to: golden)
    #expect(verify(Snapshot(Self.styledFrame)).outcome == .matched)
  }

  @Test func allModeRewritesAGoldenWithAByteOrderMarkWithoutIt() throws {
    try package.write("\u{FEFF}" + Snapshot(text: "one").text, to: golden)
    #expect(verify(Snapshot(text: "one"), mode: .all).outcome == .matched)
    #expect(try bytes(golden) == Array(Snapshot(text: "one").text.utf8))
  }

  @Test func aChangedCellIsNamedAsIfTheMarkWereNotThere() throws {
    try package.write("\u{FEFF}" + Snapshot(Self.styledFrame).text, to: golden)
    var changed = Self.styledFrame
    changed.write("Toronta", x: 0, y: 0)
    let message = try #require(verify(Snapshot(changed)).message)
    #expect(message.contains("\n1 cell changed: (6,0) 'o' -> 'a'\n"))
    #expect(!message.contains("FEFF"))
  }

  @Test func aMarkAfterTheStartIsTextAndDiffers() throws {
    try package.write(Snapshot(text: "\u{FEFF}one").text, to: golden)
    #expect(verify(Snapshot(text: "one")).outcome == .mismatched)
  }

  @Test func theReviewReadsAGoldensByteOrderMarkAsNothing() throws {
    try package.write("\u{FEFF}# stratus-snapshot 1 text 2x1\n|ab|\n", to: golden)
    try package.write("# stratus-snapshot 1 text 2x1\n|ac|\n", to: golden + ".new")
    let review = SnapshotReview(packageRoot: package.root)
    let diff = try review.diff(of: try #require(review.pending().first))
    #expect(
      diff == """
        --- \(golden)
        +++ \(golden).new
        @@ -1,2 +1,2 @@
         # stratus-snapshot 1 text 2x1
        -|ab|
        +|ac|

        """)
  }
}
