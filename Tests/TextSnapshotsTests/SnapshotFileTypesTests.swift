import Foundation
import Testing

@testable import TextSnapshotsCore

/// Only regular files inside the package are goldens and pending snapshots: a folder, a
/// symbolic link (inside, outside, dangling, a loop) or a FIFO named like one is listed
/// as skipped, and accepting, rejecting or pruning never moves, follows or deletes it.
@Suite struct SnapshotFileTypesTests {
  let package: TemporaryPackage
  let review: SnapshotReview
  /// Another package, holding the file outside `package` that links point at.
  let elsewhere: TemporaryPackage
  /// A file outside the package.
  let outside: URL

  init() throws {
    package = try TemporaryPackage()
    review = SnapshotReview(packageRoot: package.root)
    elsewhere = try TemporaryPackage()
    try elsewhere.write("# stratus-snapshot 1 text 6x1\n|SECRET|\n", to: "secret.txt")
    outside = elsewhere.root.appendingPathComponent("secret.txt")
  }

  /// A folder, four kinds of link and a FIFO, each named like a pending snapshot, and one
  /// real pending file among them.
  private func makeMixedFolder() throws {
    try package.write("old", to: "Snapshots/T/S/real.txt")
    try package.write("new", to: "Snapshots/T/S/real.txt.new")
    try package.write("inner", to: "Snapshots/T/S/folder.txt.new/inner")
    try package.link("Snapshots/T/S/inside.txt.new", to: "real.txt.new")
    try package.link("Snapshots/T/S/outside.txt.new", to: outside.path)
    try package.link("Snapshots/T/S/dangling.txt.new", to: "nothing-here")
    try package.link("Snapshots/T/S/loop.txt.new", to: "loop.txt.new")
    try package.makeFIFO("Snapshots/T/S/pipe.txt.new")
  }

  @Test func onlyRegularFilesArePendingAndEverythingElseIsSkippedWithItsKind() throws {
    try makeMixedFolder()
    let files = review.files()
    #expect(files.pending.map(\.relativePath) == ["Snapshots/T/S/real.txt"])
    #expect(files.goldens == ["Snapshots/T/S/real.txt"])
    #expect(
      files.skipped.map(\.description) == [
        "skipped Snapshots/T/S/dangling.txt.new: a symbolic link, not a regular file",
        "skipped Snapshots/T/S/folder.txt.new: a folder, not a regular file",
        "skipped Snapshots/T/S/inside.txt.new: a symbolic link, not a regular file",
        "skipped Snapshots/T/S/loop.txt.new: a symbolic link, not a regular file",
        "skipped Snapshots/T/S/outside.txt.new: a symbolic link, not a regular file",
        "skipped Snapshots/T/S/pipe.txt.new: a FIFO (named pipe), not a regular file",
      ])
  }

  @Test func aSnapshotsFolderThatIsALinkIsSkippedWholeAndNeverWalked() throws {
    try elsewhere.write("new", to: "Snapshots/T/S/a.txt.new")
    try package.link("Snapshots", to: elsewhere.root.appendingPathComponent("Snapshots").path)
    let files = review.files()
    #expect(files.pending.isEmpty)
    #expect(
      files.skipped.map(\.description) == [
        "skipped Snapshots: a symbolic link, not a folder; only a folder inside the package "
          + "is reviewed"
      ])
  }

  @Test func goldensThatAreNotRegularFilesAreNeitherGoldensNorOrphans() throws {
    try package.makeFolder("Snapshots/T/S/folder.txt")
    try package.link("Snapshots/T/S/linked.txt", to: outside.path)
    try package.write("x", to: "Snapshots/T/S/kept.txt")
    try package.write("", to: ".build/stratus-snapshots/runs/r/1.ledger")
    try SnapshotLedger(packageRoot: package.root).markComplete(run: "r", green: true)
    #expect(review.orphans()?.files == ["Snapshots/T/S/kept.txt"])
    #expect(
      review.files().skipped.map(\.relativePath) == [
        "Snapshots/T/S/folder.txt", "Snapshots/T/S/linked.txt",
      ])
    #expect(
      throws: SnapshotError.io(
        file: "Snapshots/T/S/folder.txt", reason: "a folder, not a regular file; left as it is")
    ) { try review.delete(orphan: "Snapshots/T/S/folder.txt") }
    #expect(try package.kind("Snapshots/T/S/folder.txt") == .folder)
  }

  // MARK: - Acting on a file that changed kind after the listing

  /// The pending snapshot for `path`, as a listing made before the file changed would
  /// hold it.
  private func pending(_ path: String, isNew: Bool = true) -> PendingSnapshot {
    PendingSnapshot(location: package.location(path), isNew: isNew)
  }

  @Test func acceptOfAPendingFileThatIsNowAFolderChangesNothing() throws {
    try package.write("inner", to: "Snapshots/T/S/a.txt.new/inner")
    #expect(
      throws: SnapshotError.io(
        file: "Snapshots/T/S/a.txt.new", reason: "a folder, not a regular file; left as it is")
    ) { try review.accept(pending("Snapshots/T/S/a.txt")) }
    #expect(!package.exists("Snapshots/T/S/a.txt"), "the golden did not become a folder")
    #expect(package.read("Snapshots/T/S/a.txt.new/inner") == "inner")
  }

  @Test func rejectOfAPendingFolderDeletesNothingInIt() throws {
    try package.write("inner", to: "Snapshots/T/S/a.txt.new/inner")
    #expect(throws: SnapshotError.self) { try review.reject(pending("Snapshots/T/S/a.txt")) }
    #expect(package.read("Snapshots/T/S/a.txt.new/inner") == "inner")
  }

  @Test func acceptOfALinkToAFileOutsideThePackageNeverMakesItTheGolden() throws {
    try package.link("Snapshots/T/S/a.txt.new", to: outside.path)
    #expect(
      throws: SnapshotError.io(
        file: "Snapshots/T/S/a.txt.new",
        reason: "a symbolic link, not a regular file; left as it is")
    ) { try review.accept(pending("Snapshots/T/S/a.txt")) }
    #expect(!package.exists("Snapshots/T/S/a.txt"))
    #expect(try package.kind("Snapshots/T/S/a.txt.new") == .symbolicLink)
  }

  @Test func acceptNeverReplacesAGoldenThatIsALink() throws {
    try package.link("Snapshots/T/S/a.txt", to: outside.path)
    try package.write("new", to: "Snapshots/T/S/a.txt.new")
    #expect(
      throws: SnapshotError.io(
        file: "Snapshots/T/S/a.txt", reason: "a symbolic link, not a regular file; left as it is")
    ) { try review.accept(pending("Snapshots/T/S/a.txt", isNew: false)) }
    #expect(package.read("Snapshots/T/S/a.txt.new") == "new", "the pending file is kept")
    #expect(try package.kind("Snapshots/T/S/a.txt") == .symbolicLink)
  }

  @Test func aDiffThatIsAFolderIsLeftAloneWhenThePendingFileIsAccepted() throws {
    try package.write(Snapshot(text: "new").text, to: "Snapshots/T/S/a.txt.new")
    try package.write("inner", to: "Snapshots/T/S/a.txt.diff/inner")
    try review.accept(pending("Snapshots/T/S/a.txt"))
    #expect(package.read("Snapshots/T/S/a.txt") == Snapshot(text: "new").text)
    #expect(package.read("Snapshots/T/S/a.txt.diff/inner") == "inner")
    #expect(review.files().skipped.map(\.relativePath) == ["Snapshots/T/S/a.txt.diff"])
  }

  // MARK: - Reading

  @Test func readingAFIFOFailsAtOnceInsteadOfWaitingForAWriter() throws {
    try package.makeFIFO("Snapshots/T/S/a.txt")
    #expect(
      throws: SnapshotError.io(
        file: "a.txt", reason: "a FIFO (named pipe), not a regular file; not read")
    ) { try SnapshotFile.bytes(package.location("Snapshots/T/S/a.txt").file, naming: "a.txt") }
  }

  /// A golden is opened before it is looked at (the check that counts is on what was
  /// opened), so what cannot be opened is named afterwards: a link is never followed.
  @Test func readingALinkNamesTheLinkWhateverItLeadsTo() throws {
    try package.link("Snapshots/T/S/outside.txt", to: outside.path)
    try package.link("Snapshots/T/S/dangling.txt", to: "nothing-here")
    try package.link("Snapshots/T/S/loop.txt", to: "loop.txt")
    for name in ["outside.txt", "dangling.txt", "loop.txt"] {
      #expect(
        throws: SnapshotError.io(
          file: name, reason: "a symbolic link, not a regular file; not read")
      ) { try SnapshotFile.bytes(package.location("Snapshots/T/S/\(name)").file, naming: name) }
    }
  }

  @Test func readingAMissingFileFindsNothingEvenWithoutItsFolder() throws {
    #expect(
      try SnapshotFile.bytes(package.location("Snapshots/T/S/none.txt").file, naming: "") == nil)
  }

  @Test func removeLeavesAnythingButARegularFileAlone() throws {
    try package.write("inner", to: "Snapshots/T/S/folder/inner")
    try package.link("Snapshots/T/S/link", to: outside.path)
    for path in ["Snapshots/T/S/folder", "Snapshots/T/S/link", "Snapshots/T/S/missing"] {
      try SnapshotFile.remove(package.root.appendingPathComponent(path), naming: path)
    }
    #expect(package.read("Snapshots/T/S/folder/inner") == "inner")
    #expect(try package.kind("Snapshots/T/S/link") == .symbolicLink)
    #expect(FileManager.default.fileExists(atPath: outside.path))
  }
}
