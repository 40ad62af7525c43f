import Foundation
import TestSupport
import Testing

/// `stratus snapshots review` at a real terminal (tmux): one key per pending file, the
/// files changed as asked, and the terminal given back.
///
/// Only a terminal can show that: review reads single keys with the terminal in raw mode
/// and must put its settings back. What review decides and prints is tested without one
/// in `SnapshotsReviewCommandTests`; these two tests are all that need tmux. Each wait is
/// for text on the screen, bounded only by ``HangGuard``.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ReviewInTerminalTests {
  @Test func aKeyPerFileAcceptsAndRejects() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let changed = try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let fresh = "Snapshots/Other/Suite/fresh.txt"
    try tree.makeNewPending(fresh)
    let settings = tree.root.appendingPathComponent(".stty")
    // Tall enough for the header, the diff and the styled golden and new frame (two
    // times 24 rows) drawn under it, so the header is still on the screen.
    let session = try await TmuxSession(
      """
      cd '\(tree.root.path)' && stty -g > .stty-before; \
      '\(Stratus.binary.path)' snapshots review; echo "review exited $?"; \
      stty -g > '\(settings.path)'; sleep \(HangGuard.lingerSeconds)
      """, width: 160, height: 100)
    defer { session.close() }

    try await session.waitFor("[1/2] changed: \(SnapshotTree.launch)")
    try await session.waitFor("all remaining (A/R/S), quit (q)?")
    try session.send("a")
    try await session.waitFor("[2/2] new: \(fresh)")
    try session.send("r")
    try await session.waitFor("accepted 1, rejected 1, left pending 0")
    try await session.waitFor("review exited 0")

    #expect(try tree.contents(of: SnapshotTree.launch) == changed)
    #expect(!tree.exists(SnapshotTree.launch + ".new"))
    #expect(!tree.exists(fresh + ".new"))
    #expect(!tree.exists(fresh))
    _ = try await session.waitFor("the settings after") { _ in
      FileManager.default.fileExists(atPath: settings.path)
    }
    let before = try String(
      contentsOf: tree.root.appendingPathComponent(".stty-before"), encoding: .utf8)
    #expect(try String(contentsOf: settings, encoding: .utf8) == before, "terminal restored")
  }

  @Test func capitalsActOnEveryRemainingFileAndQLeavesTheRest() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    try tree.makePending(SnapshotTree.week, editing: [("Mon", "Lun")])
    let session = try await TmuxSession(
      """
      cd '\(tree.root.path)'; '\(Stratus.binary.path)' snapshots review; \
      echo "review exited $?"; sleep \(HangGuard.lingerSeconds)
      """, width: 160, height: 50)
    defer { session.close() }

    try await session.waitFor("quit (q)?")
    try session.send("S")
    try await session.waitFor("accepted 0, rejected 0, left pending 2")
    try await session.waitFor("review exited 0")
    #expect(tree.exists(SnapshotTree.launch + ".new"))
    #expect(tree.exists(SnapshotTree.week + ".new"))
  }
}
