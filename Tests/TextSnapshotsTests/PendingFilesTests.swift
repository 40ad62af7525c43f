import Foundation
import Testing

@testable import TextSnapshotsCore

/// What a listing of a golden folder says of the pending files beside its goldens.
@Suite struct PendingFilesTests {
  let package: TemporaryPackage
  let folder: SnapshotFolder

  init() throws {
    package = try TemporaryPackage()
    folder = SnapshotFolder(packageRoot: package.root, relativePath: "Snapshots/T/S")
  }

  @Test func onlyTheNewAndDiffFilesListedMayBeThere() throws {
    try package.write("golden", to: "Snapshots/T/S/a.txt")
    try package.write("new", to: "Snapshots/T/S/a.txt.new")
    try package.write("diff", to: "Snapshots/T/S/b.txt.diff")
    let pending = PendingFiles(listing: folder)
    #expect(pending.mayHold("Snapshots/T/S/a.txt.new"))
    #expect(pending.mayHold("Snapshots/T/S/b.txt.diff"))
    #expect(!pending.mayHold("Snapshots/T/S/a.txt.diff"))
    #expect(!pending.mayHold("Snapshots/T/S/c.txt.new"))
  }

  /// macOS file systems store `A.txt.new` and `a.txt.new` as one file.
  @Test func namesCompareWithoutCase() throws {
    try package.write("new", to: "Snapshots/T/S/Now.txt.new")
    #expect(PendingFiles(listing: folder).mayHold("Snapshots/T/S/now.txt.new"))
  }

  @Test func aFolderNotThereYetHoldsNone() {
    #expect(!PendingFiles(listing: folder).mayHold("Snapshots/T/S/a.txt.new"))
  }

  /// A folder that cannot be listed (here a file stands where it should be) says
  /// nothing, so each pending file is looked for.
  @Test func aFolderThatCannotBeListedMayHoldAnything() throws {
    try package.write("not a folder", to: "Snapshots/T/S")
    #expect(PendingFiles(listing: folder).mayHold("Snapshots/T/S/a.txt.new"))
  }
}
