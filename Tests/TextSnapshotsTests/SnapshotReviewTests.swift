import Foundation
import Testing

@testable import TextSnapshotsCore

@Suite struct SnapshotReviewTests {
  let package: TemporaryPackage
  let review: SnapshotReview

  init() throws {
    package = try TemporaryPackage()
    review = SnapshotReview(packageRoot: package.root)
  }

  @Test func listsPendingFilesSortedAndSaysWhichAreNew() throws {
    try package.write("old", to: "Snapshots/T/S/b.txt")
    try package.write("new", to: "Snapshots/T/S/b.txt.new")
    try package.write("first", to: "Snapshots/T/A/a.txt.new")
    let pending = review.pending()
    #expect(pending.map(\.relativePath) == ["Snapshots/T/A/a.txt", "Snapshots/T/S/b.txt"])
    #expect(pending.map(\.isNew) == [true, false])
  }

  @Test func noSnapshotsFolderMeansNothingPending() {
    #expect(review.pending().isEmpty)
    #expect(review.orphans() == nil)
  }

  @Test func acceptReplacesTheGoldenAndRemovesTheDiff() throws {
    try package.write("old", to: "Snapshots/T/S/b.txt")
    try package.write(Snapshot(text: "new").text, to: "Snapshots/T/S/b.txt.new")
    try package.write("diff", to: "Snapshots/T/S/b.txt.diff")
    try review.accept(try #require(review.pending().first))
    #expect(package.snapshotFiles() == ["Snapshots/T/S/b.txt"])
    #expect(package.read("Snapshots/T/S/b.txt") == Snapshot(text: "new").text)
  }

  @Test func rejectDeletesThePendingFileAndKeepsTheGolden() throws {
    try package.write("old", to: "Snapshots/T/S/b.txt")
    try package.write("new", to: "Snapshots/T/S/b.txt.new")
    try package.write("diff", to: "Snapshots/T/S/b.txt.diff")
    try review.reject(try #require(review.pending().first))
    #expect(package.snapshotFiles() == ["Snapshots/T/S/b.txt"])
    #expect(package.read("Snapshots/T/S/b.txt") == "old")
  }

  @Test func acceptingAFileThatWasRemovedMeanwhileFailsNamingIt() throws {
    try package.write("new", to: "Snapshots/T/S/b.txt.new")
    let pending = try #require(review.pending().first)
    try FileManager.default.removeItem(at: pending.location.pendingFile)
    #expect(throws: SnapshotError.io(file: "Snapshots/T/S/b.txt.new", reason: "no longer exists")) {
      try review.accept(pending)
    }
  }

  @Test func aDiffWithNoNewBesideItIsStrayAndRemovedOnlyWhileItStaysSo() throws {
    try package.write("new", to: "Snapshots/T/S/pending.txt.new")
    try package.write("diff", to: "Snapshots/T/S/pending.txt.diff")
    try package.write("diff", to: "Snapshots/T/S/stray.txt.diff")
    try package.write("diff", to: "Snapshots/T/S/late.txt.diff")
    try package.makeFolder("Snapshots/T/S/folder.txt.new")
    try package.write("diff", to: "Snapshots/T/S/folder.txt.diff")
    #expect(
      review.files().strayDiffs == ["Snapshots/T/S/late.txt.diff", "Snapshots/T/S/stray.txt.diff"])
    #expect(try review.removeStrayDiff("Snapshots/T/S/stray.txt.diff"))
    // A test run wrote the `.new` after the listing: the diff is its own now.
    try package.write("new", to: "Snapshots/T/S/late.txt.new")
    #expect(try !review.removeStrayDiff("Snapshots/T/S/late.txt.diff"))
    #expect(!package.exists("Snapshots/T/S/stray.txt.diff"))
    #expect(package.exists("Snapshots/T/S/late.txt.diff"))
    #expect(review.files().strayDiffs.isEmpty)
  }

  /// Foundation makes a relative URL (`.`) of the current folder once it is deleted; a
  /// walk up from a relative path has no top and used to go on for ever.
  @Test func aRelativeFolderIsInNoPackageAndTheWalkStops() throws {
    #expect(SnapshotReview.package(containing: try #require(URL(string: "./"))) == nil)
    #expect(SnapshotReview.package(containing: try #require(URL(string: "gone/deeper"))) == nil)
  }

  @Test func orphansAreGoldensTheLastCompleteRunDidNotCheck() throws {
    try package.write("x", to: "Snapshots/T/S/kept.txt")
    try package.write("x", to: "Snapshots/T/S/renamed.txt")
    try package.write("x", to: "Snapshots/T/S/renamed.txt.new")
    try package.write("x", to: "Snapshots/README.md")
    let ledger = SnapshotLedger(packageRoot: package.root)
    try package.write(
      "matched\tSnapshots/T/S/kept.txt\n", to: ".build/stratus-snapshots/runs/r/1.ledger")
    #expect(review.orphans() == nil)
    try ledger.markComplete(run: "r", green: true)
    let orphans = try #require(review.orphans())
    #expect(orphans.run.status == .green)
    #expect(orphans.files == ["Snapshots/T/S/renamed.txt"])
  }
}
