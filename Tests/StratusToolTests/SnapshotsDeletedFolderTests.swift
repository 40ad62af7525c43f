import Foundation
import TestSupport
import Testing

/// Every `stratus snapshots` command started in a folder that was deleted: without
/// `--package-path` (or with a relative one) it stops at once, exit 66, saying the current
/// folder no longer exists; with an absolute `--package-path` it does what it does from
/// any other folder. Each used to walk up from the deleted folder without end, at 100%
/// CPU, so every run here is killed if it is still going after 30 seconds.
@Suite struct SnapshotsDeletedFolderTests {
  /// Runs `stratus snapshots <arguments>` in a folder that a shell enters, deletes, and
  /// then starts the tool from, as `mkdir gone && cd gone && rmdir ../gone` leaves one.
  private func runInDeletedFolder(_ arguments: [String]) async throws -> Stratus.Result {
    let temporary = FileManager.default.temporaryDirectory
    let folder = temporary.appendingPathComponent("stratus-gone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await Stratus.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd \"$0\" && rmdir \"$0\" && exec \"$@\"", folder.path, Stratus.binary.path]
        + ["snapshots"] + arguments,
      in: temporary, killAfter: HangGuard.seconds)
  }

  static let gone =
    "the current folder no longer exists; cd to the package, or give --package-path as an absolute path"

  @Test(arguments: [
    ["status"], ["review"], ["accept", "--all"], ["reject", "--all"], ["prune"],
    ["report", "--html", "-"], ["test"], ["status", "--package-path", "../package"],
  ])
  func aCommandStartedInADeletedFolderSaysSoAndExits66(arguments: [String]) async throws {
    let result = try await runInDeletedFolder(arguments)
    #expect(result.status == 66, "\(result.error)")
    #expect(result.error == "stratus snapshots \(arguments[0]): \(Self.gone)\n")
    #expect(result.output.isEmpty)
  }

  @Test func anAbsolutePackagePathFromADeletedFolderDoesWhatItDoesFromAnyOther() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let arguments = ["status", "--package-path", tree.root.path]
    let elsewhere = try await Stratus.run(["snapshots"] + arguments)
    let deleted = try await runInDeletedFolder(arguments)
    #expect(elsewhere.status == 1)
    #expect(deleted.status == elsewhere.status, "\(deleted.error)")
    #expect(deleted.output == elsewhere.output)
    #expect(deleted.error == elsewhere.error)

    // A path relative to the package root still names a pending file.
    let accepted = try await runInDeletedFolder([
      "accept", SnapshotTree.launch, "--package-path", tree.root.path,
    ])
    #expect(accepted.status == 0, "\(accepted.error)")
    #expect(accepted.output == "accepted \(SnapshotTree.launch)\n")
  }
}
