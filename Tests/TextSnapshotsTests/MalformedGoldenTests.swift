import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// A golden or pending file that breaks the format is named, with its line and what is
/// wrong, by the failing test, by the review model, and by `accept`, which refuses a
/// pending file no test could use.
@Suite struct MalformedGoldenTests {
  let package: TemporaryPackage
  let golden = "Snapshots/FakeTests/Suite/test.txt"
  var review: SnapshotReview { SnapshotReview(packageRoot: package.root) }

  init() throws { package = try TemporaryPackage() }

  /// `Storm` whose first two cells are an alert.
  private static var storm: Frame {
    var frame = Frame(width: 5, height: 1)
    frame.write("Storm", x: 0, y: 0)
    frame.write("St", x: 0, y: 0, style: Style(foreground: .red).named("alert", letter: "a"))
    return frame
  }

  /// The golden of ``storm`` with a second legend line for `a`, on line 6.
  private static var duplicateLetter: String {
    Snapshot(storm).text + "a accent: fg=blue\n"
  }

  // MARK: - The failing test

  @Test func aFailingTestNamesTheLineWhereItsGoldenIsMalformed() throws {
    try package.write(Self.duplicateLetter, to: golden)
    let result = SnapshotVerifier(mode: .missing).verify(
      Snapshot(Self.storm), at: package.location(golden))
    #expect(result.outcome == .mismatched)
    let lines = try #require(result.message).split(separator: "\n")
    #expect(
      lines.dropFirst().first
        == #"\#(golden):6: malformed snapshot file: the legend lists "a" twice (first on line 5)"#)
    #expect(package.read(golden + ".diff")?.hasPrefix("\(golden):6: malformed") == true)
  }

  @Test func aFailingTestOnCINamesAGoldenOfANewerVersion() throws {
    try package.write(
      Snapshot(text: "Storm").text.replacingOccurrences(of: "t 1 t", with: "t 3 t"), to: golden)
    let result = SnapshotVerifier(mode: .missing, writes: false)
      .verify(Snapshot(text: "Storm"), at: package.location(golden))
    #expect(
      result.message?.contains(
        "\n\(golden):1: malformed snapshot file: version 3 is not one this Stratus reads") == true)
  }

  @Test func aWellFormedGoldenThatDiffersSaysNothingOfTheFormat() throws {
    try package.write(Snapshot(text: "Storm").text, to: golden)
    let result = SnapshotVerifier(mode: .missing).verify(
      Snapshot(text: "Sturm"), at: package.location(golden))
    #expect(result.message?.contains("malformed") == false)
  }

  // MARK: - The review model

  @Test func theReviewNamesEachMalformedFileWithItsLine() throws {
    try package.write(Self.duplicateLetter, to: golden)
    try package.write(
      Snapshot(Self.storm).text.replacingOccurrences(of: "fg=red", with: "fg=chartreuse"),
      to: golden + ".new")
    try package.write(Snapshot(text: "fine").text, to: "Snapshots/FakeTests/Suite/fine.txt")
    let found = review.malformedFiles(in: review.files())
    #expect(found.map(\.relativePath) == [golden, golden + ".new"])
    #expect(found.map(\.line) == [6, 5])
    #expect(
      found.last?.reason.hasPrefix(#"unknown colour "chartreuse" in fg=chartreuse; "#) == true)
    #expect(review.problem(reading: "Snapshots/FakeTests/Suite/fine.txt") == nil)
  }

  @Test func aGoldenWithAnotherExtensionIsItsTextAndHasNoFormat() throws {
    try package.write("{\n  \"a\": 1\n}\n", to: "Snapshots/FakeTests/Suite/test.json")
    #expect(review.problem(reading: "Snapshots/FakeTests/Suite/test.json") == nil)
  }

  // MARK: - Accepting

  @Test func acceptRefusesAMalformedPendingFileAndChangesNothing() throws {
    try package.write(Snapshot(text: "old").text, to: golden)
    try package.write(Self.duplicateLetter, to: golden + ".new")
    let before = package.snapshotFiles()
    #expect(
      throws: SnapshotError.malformed(
        file: golden + ".new", line: 6,
        reason:
          #"the legend lists "a" twice (first on line 5); not accepted, as no test could use it"#)
    ) { try review.accept(try #require(review.pending().first)) }
    #expect(package.snapshotFiles() == before)
    #expect(package.read(golden) == Snapshot(text: "old").text)
  }

  @Test func acceptRefusesAPendingFileOverTheSizeATestReads() throws {
    try package.write(Snapshot(text: "old").text, to: golden)
    let url = package.root.appendingPathComponent(golden + ".new")
    try Data(count: 9 << 20).write(to: url)
    #expect(
      throws: SnapshotError.io(
        file: golden + ".new",
        reason: """
          9437184 bytes, more than the 8 MiB a snapshot file may hold; not accepted, as no \
          test could read it
          """)
    ) { try review.accept(try #require(review.pending().first)) }
    #expect(package.read(golden) == Snapshot(text: "old").text)
  }

  @Test func acceptRefusesAPendingFileThatIsNotText() throws {
    let url = package.root.appendingPathComponent(golden + ".new")
    try package.makeFolder("Snapshots/FakeTests/Suite")
    try Data([0x23, 0xFF, 0xFE, 0x0A]).write(to: url)
    #expect(
      throws: SnapshotError.io(
        file: golden + ".new",
        reason: "not text (not valid UTF-8); not accepted, as no test could read it")
    ) { try review.accept(try #require(review.pending().first)) }
    #expect(!package.exists(golden))
  }

  @Test func acceptTakesAPendingFileWithAByteOrderMark() throws {
    try package.write("\u{FEFF}" + Snapshot(text: "new").text, to: golden + ".new")
    try review.accept(try #require(review.pending().first))
    #expect(package.exists(golden) && !package.exists(golden + ".new"))
  }
}
