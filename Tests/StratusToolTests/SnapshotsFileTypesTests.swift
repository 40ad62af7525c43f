import Foundation
import Testing

/// The `stratus snapshots` commands on a package whose `Snapshots/` holds a folder, a
/// link to a file outside the package and a FIFO, each named like a pending snapshot:
/// every command lists them as skipped and leaves them exactly as they were.
@Suite struct SnapshotsFileTypesTests {
  static let folder = "Snapshots/ApplicationTests/LaunchScenarioTests/folder.txt.new"
  static let link = "Snapshots/ApplicationTests/LaunchScenarioTests/outside.txt.new"
  static let fifo = "Snapshots/Other/Suite/pipe.txt.new"
  static let skippedLines = [
    "skipped \(folder): a folder, not a regular file",
    "skipped \(link): a symbolic link, not a regular file",
    "skipped \(fifo): a FIFO (named pipe), not a regular file",
  ]

  let tree: SnapshotTree
  /// A file outside the package, which the link points to.
  let outside: URL

  init() throws {
    tree = try SnapshotTree()
    outside = tree.root.deletingLastPathComponent()
      .appendingPathComponent("\(tree.root.lastPathComponent)-outside.txt")
    try Data("# stratus-snapshot 1 text 6x1\n|SECRET|\n".utf8).write(to: outside)
    let manager = FileManager.default
    try manager.createDirectory(
      at: tree.url(Self.folder + "/inner"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: tree.url(Self.link).path, withDestinationPath: outside.path)
    try manager.createDirectory(
      at: tree.url(Self.fifo).deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileState.makeFIFO(at: tree.url(Self.fifo))
  }

  private func cleanUp() {
    tree.remove()
    try? FileManager.default.removeItem(at: outside)
  }

  private func snapshots(_ arguments: [String]) async throws -> Stratus.Result {
    try await Stratus.run(["snapshots"] + arguments + ["--package-path", tree.root.path])
  }

  @Test func statusListsWhatIsNotARegularFileAsSkippedAndExitsOne() async throws {
    defer { cleanUp() }
    let result = try await snapshots(["status"])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        """
        pending (0):
        skipped (3), left alone:
          \(Self.folder): a folder, not a regular file
          \(Self.link): a symbolic link, not a regular file
          \(Self.fifo): a FIFO (named pipe), not a regular file
        orphans: unknown
        """))
    let json = try await snapshots(["status", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
    let skipped = try #require((object as? [String: Any])?["skipped"] as? [[String: String]])
    #expect(skipped.map { $0["path"] } == [Self.folder, Self.link, Self.fifo])
  }

  @Test(arguments: ["accept", "reject"])
  func allActsOnRegularPendingFilesOnlyAndLeavesTheRestAsTheyWere(command: String) async throws {
    defer { cleanUp() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let before = FileState.tree(at: tree.root)
    let outsideBefore = FileState.of(outside.path)
    let result = try await snapshots([command, "--all"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "\(command)ed \(SnapshotTree.launch)\n")
    #expect(result.error == Self.skippedLines.joined(separator: "\n") + "\n")
    let after = FileState.tree(at: tree.root)
    for path in [Self.folder, Self.folder + "/inner", Self.link, Self.fifo] {
      #expect(after[path] == before[path], "\(path) was changed")
    }
    #expect(after[String(Self.folder.dropLast(4))] == nil, "no golden was made of the folder")
    #expect(FileState.of(outside.path) == outsideBefore)
  }

  @Test(arguments: ["accept", "reject"])
  func namingAnEntryThatIsNotARegularFileSaysWhyNothingIsPendingThere(command: String) async throws
  {
    defer { cleanUp() }
    let result = try await snapshots([command, Self.folder])
    #expect(result.status == 64)
    #expect(
      result.error.hasPrefix(
        "stratus snapshots \(command): nothing pending at '\(Self.folder)': "
          + "\(Self.folder) is a folder, not a regular file\n"))
    #expect(FileManager.default.fileExists(atPath: tree.url(Self.folder + "/inner").path))
  }

  @Test func reportNeverCopiesTheFileALinkPointsToIntoThePage() async throws {
    defer { cleanUp() }
    let page = tree.url("report.html")
    let result = try await snapshots(["report", "--html", page.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error == Self.skippedLines.joined(separator: "\n") + "\n")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("SECRET"))
    #expect(
      html.contains("<li><code>\(Self.link)</code>: a symbolic link, not a regular file</li>"))
  }

  @Test func reviewSkipsAFileItCannotReadSayingWhyAndGoesOn() async throws {
    defer { cleanUp() }
    let broken = "Snapshots/ApplicationTests/LaunchScenarioTests/broken.txt"
    try Data([0x61, 0xC3, 0x28]).write(to: tree.url(broken + ".new"))
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let result = try await snapshots(["review"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.hasPrefix(
        """
        [1/2] new: \(broken)
        skipped, cannot show it: \(broken).new is not a text snapshot (not valid UTF-8)

        [2/2] changed: \(SnapshotTree.launch)
        --- \(SnapshotTree.launch)
        """))
    #expect(result.output.contains("+|│ Humidity          96%"))
  }

  @Test func reviewReadsAByteOrderMarkTheGoldenHasAsNothing() async throws {
    defer { cleanUp() }
    let golden = try tree.contents(of: SnapshotTree.week)
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    try Data(("\u{FEFF}" + golden).utf8).write(to: tree.url(SnapshotTree.week))
    let result = try await snapshots(["review"])
    #expect(result.status == 0, "\(result.error)")
    let header = try #require(golden.split(separator: "\n").first)
    #expect(result.output.contains("\n@@ -2,7 +2,7 @@\n"), "the header is no change")
    #expect(result.output.contains("\n-| ▸ Sun 22 "))
    #expect(!result.output.contains("FEFF") && !result.output.contains(String(header)))
  }

  @Test func pruneNeverDeletesAFolderNamedLikeAGolden() async throws {
    defer { cleanUp() }
    let folderGolden = "Snapshots/Other/Suite/folder.txt"
    try FileManager.default.createDirectory(
      at: tree.url(folderGolden + "/inner"), withIntermediateDirectories: true)
    try tree.recordRun("green", checked: [SnapshotTree.launch, SnapshotTree.week], status: .green)
    let result = try await snapshots(["prune"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "deleted \(SnapshotTree.render)\n")
    #expect(result.error.contains("skipped \(folderGolden): a folder, not a regular file\n"))
    #expect(FileManager.default.fileExists(atPath: tree.url(folderGolden + "/inner").path))
  }
}
