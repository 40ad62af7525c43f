import Foundation
import Testing

/// `stratus snapshots status`, `accept` and `reject`, run as a built binary on a
/// throwaway package: what each prints, how it exits, and what it leaves on disk.
@Suite struct SnapshotsCommandTests {
  /// `stratus snapshots <arguments> --package-path <tree>`, from the repository's root.
  private func snapshots(_ arguments: [String], in tree: SnapshotTree) async throws
    -> Stratus.Result
  {
    try await Stratus.run(["snapshots"] + arguments + ["--package-path", tree.root.path])
  }

  // MARK: - status

  @Test func statusOfACleanTreeExitsZeroAndDoesNotKnowTheOrphans() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let result = try await snapshots(["status"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("pending (0):\n"))
    #expect(result.output.contains("orphans: unknown"))
  }

  @Test func statusListsChangedAndNewPendingFilesAndExitsOne() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let fresh = "Snapshots/ApplicationTests/LaunchScenarioTests/brandNew.txt"
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    try tree.makeNewPending(fresh)
    let result = try await snapshots(["status"], in: tree)
    #expect(result.status == 1)
    #expect(result.output.contains("pending (2):\n"))
    #expect(result.output.contains("  changed \(SnapshotTree.launch)\n"))
    #expect(result.output.contains("  new     \(fresh)\n"))
    #expect(result.output.contains("orphans: unknown"), "an incomplete ledger proves nothing")
  }

  @Test func statusListsTheGoldensTheNewestCompleteRunDidNotCheck() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("run-1", checked: [SnapshotTree.launch, SnapshotTree.week], status: .green)
    // A newer run that never completed (a filtered `swift test`) must not hide the orphan.
    try tree.recordRun("run-2", checked: [], status: nil, minutesAgo: 10)
    let result = try await snapshots(["status"], in: tree)
    #expect(result.status == 1, "an orphan needs attention")
    #expect(
      result.output.contains("orphans (1), from run run-1 (green):\n  \(SnapshotTree.render)\n"))
    #expect(!result.output.contains("  \(SnapshotTree.launch)"))
  }

  @Test func statusExitsZeroWhenTheCompleteRunCheckedEveryGolden() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("all", checked: SnapshotTree.goldens, status: .green)
    let result = try await snapshots(["status"], in: tree)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("orphans (0), from run all (green):"))
  }

  @Test func statusAsJSONNamesPendingKindsAndNullOrphansWithoutACompleteRun() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let fresh = "Snapshots/Other/Suite/first.txt"
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    try tree.makeNewPending(fresh)
    let unknown = try await jsonStatus(of: tree)
    let pending = try #require(unknown["pending"] as? [[String: Any]])
    #expect(pending.map { $0["path"] as? String } == [SnapshotTree.week, fresh])
    #expect(pending.map { $0["kind"] as? String } == ["changed", "new"])
    #expect(unknown["orphans"] is NSNull, "null tells 'unknown' from 'none'")
    #expect(unknown["run"] is NSNull)

    try tree.recordRun("run-7", checked: [SnapshotTree.launch, SnapshotTree.week], status: .red)
    let known = try await jsonStatus(of: tree)
    #expect(known["orphans"] as? [String] == [SnapshotTree.render])
    let run = try #require(known["run"] as? [String: Any])
    #expect(run["id"] as? String == "run-7")
    #expect(run["status"] as? String == "red")
  }

  private func jsonStatus(of tree: SnapshotTree) async throws -> [String: Any] {
    let result = try await snapshots(["status", "--json"], in: tree)
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [String: Any])
  }

  // MARK: - accept

  @Test func acceptFromInsideThePackageFindsItAndTakesAPathRelativeToTheCurrentFolder() async throws
  {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let pending = try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let week = try tree.contents(of: SnapshotTree.week)
    let result = try await Stratus.run(
      ["snapshots", "accept", "LaunchScenarioTests/firstLaunchShowsTorontoNow.1-launch.txt"],
      in: tree.url("Snapshots/ApplicationTests"))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "accepted \(SnapshotTree.launch)\n")
    #expect(try tree.contents(of: SnapshotTree.launch) == pending)
    #expect(!tree.exists(SnapshotTree.launch + ".new"))
    #expect(!tree.exists(SnapshotTree.launch + ".diff"))
    #expect(try tree.contents(of: SnapshotTree.week) == week)
  }

  @Test func acceptTakesTheAbsolutePathOfThePendingFile() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let pending = try tree.makePending(SnapshotTree.render, editing: [("Sun", "Mon")])
    let result = try await snapshots(
      ["accept", tree.url(SnapshotTree.render + ".new").path], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "accepted \(SnapshotTree.render)\n")
    #expect(try tree.contents(of: SnapshotTree.render) == pending)
    #expect(!tree.exists(SnapshotTree.render + ".new"))
    #expect(!tree.exists(SnapshotTree.render + ".diff"))
  }

  @Test func acceptOfAFolderAcceptsEveryPendingFileBelowItOnly() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let launch = try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let week = try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    try tree.makePending(SnapshotTree.render, editing: [("Sun", "Mon")])
    let result = try await Stratus.run(
      ["snapshots", "accept", "Snapshots/ApplicationTests/", "--package-path", tree.root.path],
      in: tree.root)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "accepted \(SnapshotTree.week)\naccepted \(SnapshotTree.launch)\n")
    #expect(try tree.contents(of: SnapshotTree.launch) == launch)
    #expect(try tree.contents(of: SnapshotTree.week) == week)
    #expect(tree.exists(SnapshotTree.render + ".new"), "outside the folder: still pending")
  }

  @Test func acceptAllRecordsNewSnapshotsAndReplacesChangedOnes() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let fresh = "Snapshots/ApplicationTests/LaunchScenarioTests/brandNew.txt"
    let changed = try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let recorded = try tree.makeNewPending(fresh)
    let result = try await snapshots(["accept", "--all"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "accepted \(fresh)\naccepted \(SnapshotTree.launch)\n")
    #expect(try tree.contents(of: fresh) == recorded)
    #expect(try tree.contents(of: SnapshotTree.launch) == changed)
    #expect(try await snapshots(["status"], in: tree).output.hasPrefix("pending (0):"))
  }

  // MARK: - reject

  @Test func rejectDeletesThePendingFileAndItsDiffAndKeepsTheGolden() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let golden = try tree.contents(of: SnapshotTree.launch)
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let result = try await snapshots(["reject", SnapshotTree.launch], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "rejected \(SnapshotTree.launch)\n")
    #expect(try tree.contents(of: SnapshotTree.launch) == golden)
    #expect(!tree.exists(SnapshotTree.launch + ".new"))
    #expect(!tree.exists(SnapshotTree.launch + ".diff"))
  }

  @Test func rejectAllOfANewSnapshotLeavesNoGolden() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let fresh = "Snapshots/Other/Suite/first.txt"
    try tree.makeNewPending(fresh)
    let result = try await snapshots(["reject", "--all"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "rejected \(fresh)\n")
    #expect(!tree.exists(fresh + ".new"))
    #expect(!tree.exists(fresh))
  }

  @Test func anAcceptThatCannotReplaceTheGoldenKeepsThePendingFile() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    // A folder where the golden should be makes the rename fail (EISDIR), even for root.
    let blocked = "Snapshots/Other/Suite/blocked.txt"
    try FileManager.default.createDirectory(
      at: tree.url(blocked), withIntermediateDirectories: true)
    let pending = try tree.makeNewPending(blocked)
    let result = try await snapshots(["accept", blocked], in: tree)
    #expect(result.status == 74)
    #expect(result.error.contains(blocked))
    let left = try? tree.contents(of: blocked + ".new")
    #expect(left == pending, "the pending snapshot is kept for another try")
  }

  @Test func anAcceptThatCannotReplaceOneGoldenStillAcceptsTheOthers() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let blocked = "Snapshots/Other/Suite/blocked.txt"
    let later = "Snapshots/Other/Suite/later.txt"
    try FileManager.default.createDirectory(
      at: tree.url(blocked), withIntermediateDirectories: true)
    try tree.makeNewPending(blocked)
    let recorded = try tree.makeNewPending(later)
    let result = try await snapshots(["accept", "--all"], in: tree)
    #expect(result.status == 74)
    #expect(result.output == "accepted \(later)\n")
    #expect(
      result.error.hasSuffix(
        """
        stratus snapshots accept: \(blocked): a folder, not a regular file; left as it is
        stratus snapshots accept: 1 of 2 could not be accepted; the reasons are above

        """))
    #expect(try tree.contents(of: later) == recorded)
    #expect(tree.exists(blocked + ".new"))
  }

  @Test func rejectAllRemovesADiffLeftWithoutItsNew() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    // A test run wrote this diff while a review was removing its `.new`.
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    try FileManager.default.removeItem(at: tree.url(SnapshotTree.week + ".new"))
    let result = try await snapshots(["reject", "--all"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output == """
        rejected \(SnapshotTree.launch)
        removed \(SnapshotTree.week).diff: no .new beside it

        """)
    #expect(!tree.exists(SnapshotTree.week + ".diff"))
    #expect(!tree.exists(SnapshotTree.launch + ".diff"))
    #expect(try tree.snapshotFiles().keys.sorted() == SnapshotTree.goldens.sorted())
  }

  // MARK: - usage errors

  @Test(arguments: ["accept", "reject"])
  func pathsAndAllAreOneOrTheOther(command: String) async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let before = try tree.snapshotFiles()
    let neither = try await snapshots([command], in: tree)
    #expect(neither.status == 64)
    #expect(neither.error.contains("--all"))
    let both = try await snapshots([command, SnapshotTree.launch, "--all"], in: tree)
    #expect(both.status == 64)
    #expect(both.error.contains("not both"))
    #expect(try tree.snapshotFiles() == before)
  }

  @Test(arguments: ["accept", "reject"])
  func aPathWithNothingPendingIsAUsageErrorNamingItAndNothingIsDone(command: String) async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let before = try tree.snapshotFiles()
    let result = try await snapshots([command, SnapshotTree.launch, SnapshotTree.week], in: tree)
    #expect(result.status == 64)
    #expect(result.error.contains("nothing pending at '\(SnapshotTree.week)'"))
    #expect(result.output.isEmpty)
    #expect(try tree.snapshotFiles() == before, "one bad path stops the whole command")
  }

  @Test func aPackagePathWithoutAManifestIsNoInput() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let folder = tree.url("Snapshots").path
    let result = try await Stratus.run(["snapshots", "status", "--package-path", folder])
    #expect(result.status == 66)
    #expect(result.error.contains("no Package.swift in '\(folder)'"))
  }
}
