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
    try package.write("new", to: "Snapshots/T/S/b.txt.new")
    try package.write("diff", to: "Snapshots/T/S/b.txt.diff")
    try review.accept(try #require(review.pending().first))
    #expect(package.snapshotFiles() == ["Snapshots/T/S/b.txt"])
    #expect(package.read("Snapshots/T/S/b.txt") == "new")
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
