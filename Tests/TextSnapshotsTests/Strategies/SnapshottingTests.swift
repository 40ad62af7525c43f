import Foundation
import Testing
import TextSnapshotsCore
import TextUI

/// Strategies made from others, and from nothing.
@Suite struct SnapshottingTests {
  private struct Board {
    var title: String
    var cards: [String]
  }
  private let board = Board(title: "CI", cards: ["main #42", "dev #7"])

  @Test func aPullbackSnapshotsAnotherTypeThroughTheOriginalStrategy() throws {
    let titles = Snapshotting<String>.lines.pullback { (board: Board) in
      board.cards.joined(separator: "\n")
    }
    let snapshot = try titles.snapshot(of: board)
    #expect(snapshot == Snapshot(text: "main #42\ndev #7"))
    #expect(titles.kind == .text)
  }

  @Test func aPullbackByKeyPathKeepsTheRedactionsMadeBeforeIt() throws {
    let strategy = Snapshotting<[String]>.dump.redacting(.pattern(/#\d+/, as: "#n"))
      .pullback(\Board.cards)
    let snapshot = try strategy.snapshot(of: board)
    #expect(snapshot.kind == .dump)
    #expect(
      snapshot.text
        == "# stratus-snapshot 1 dump 21x1\n|[\"main #n\", \"dev #n\"]|\n")
  }

  @Test func aStrategyMadeFromNothingWritesItsTextUnderItsKind() throws {
    let csv = Snapshotting<[Board]>(kind: .text) { boards in
      boards.map { "\($0.title),\($0.cards.count)" }.joined(separator: "\n")
    }
    #expect(
      try csv.snapshot(of: [board, board]).text == "# stratus-snapshot 1 text 4x2\n|CI,2|\n|CI,2|\n"
    )
  }

  @Test @MainActor func aFrameIsTheSameTextWhicheverWayItIsAsserted() throws {
    let view = VStack {
      Text("Hi")
      Text("東京")
    }.border()
    let frame = Renderer().render(view, width: 8, height: 4)
    let viaView = try Snapshotting.frame(width: 8, height: 4).snapshot(of: view)
    let viaSize = try Snapshotting.frame(Size(width: 8, height: 4)).snapshot(of: view)
    #expect(try Snapshotting<TextUI.Frame>.frame.snapshot(of: frame) == Snapshot(frame))
    #expect(viaView == Snapshot(frame))
    #expect(viaSize == Snapshot(frame))
  }

  @Test func theDumpOfAValueIsItsDumpInADumpSnapshot() throws {
    let snapshot = try Snapshotting<Board>.dump.snapshot(of: board)
    #expect(snapshot == Snapshot(kind: .dump, text: ValueDump.text(of: board)))
    #expect(snapshot.text.hasPrefix("# stratus-snapshot 1 dump 32x4\n|SnapshottingTests.Board(|\n"))
  }
}
