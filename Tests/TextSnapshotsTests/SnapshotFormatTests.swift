import Testing
import TextUI

@testable import TextSnapshotsCore

@Suite struct SnapshotFormatTests {
  @Test func fencesEveryRowAndKeepsTrailingSpaces() {
    var frame = Frame(width: 5, height: 2)
    frame.write("Hi", x: 0, y: 0)
    frame.put("東", x: 2, y: 1)
    #expect(
      SnapshotFormat.fenced(frame) == """
        # stratus-snapshot 1 frame 5x2
        |Hi   |
        |  東 |

        """)
  }

  @Test func emptyFrameHasOnlyTheHeader() {
    #expect(SnapshotFormat.fenced(Frame(width: 0, height: 0)) == "# stratus-snapshot 1 frame 0x0\n")
  }

  /// Rows are copied whole between fences: every row, empty ones too, is the frame's text
  /// row, fenced.
  @Test(arguments: [(0, 1), (0, 3), (1, 1), (3, 4), (80, 24)])
  func everyRowIsTheFramesTextRowFenced(width: Int, height: Int) {
    var frame = Frame(width: width, height: height)
    for row in stride(from: 0, to: height, by: 2) {
      _ = frame.write("東a \(row)", x: 0, y: row)
    }
    let rows = frame.text().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      SnapshotFormat.fenced(frame)
        == "# stratus-snapshot 1 frame \(width)x\(height)\n" + rows.map { "|\($0)|\n" }.joined())
  }
}

@Suite struct SnapshotTextFormatTests {
  @Test func textHeaderHasWidestRowInColumnsAndRowCount() {
    #expect(
      Snapshot(text: "ab\n東京東\n").text == """
        # stratus-snapshot 1 text 6x3
        |ab|
        |東京東|
        ||

        """)
  }

  @Test func textWithoutFinalNewlineDiffersFromTextWithOne() {
    #expect(Snapshot(text: "a") != Snapshot(text: "a\n"))
  }

  @Test func crlfAndLFTextGiveTheSameSnapshot() {
    #expect(Snapshot(text: "a\r\nb\r\n") == Snapshot(text: "a\nb\n"))
  }

  @Test func loneCarriageReturnIsContentAndStays() {
    #expect(SnapshotFormat.normalizingLineEndings("a\rb\r\n\r") == "a\rb\n\r")
  }

  @Test func traceSnapshotEndsWithTheSummaryRow() {
    let trace = RenderTrace(entries: [
      RenderTrace.Entry(depth: 0, view: "Shell", event: .evaluated(.first))
    ])
    #expect(
      Snapshot(trace).text == """
        # stratus-snapshot 1 trace 43x2
        |evaluated Shell (first)|
        |evaluated 1, redrawn 0, reused 0, evicted 0|

        """)
  }

  @Test func rowsOfAFileDropHeaderAndFences() {
    var frame = Frame(width: 3, height: 2)
    frame.write("a b", x: 0, y: 1)
    #expect(SnapshotFormat.rows(of: Snapshot(frame).text) == ["   ", "a b"])
    #expect(SnapshotFormat.rows(of: "unfenced\n|x|\n") == ["unfenced", "x"])
  }

  @Test func frameRoundTripsThroughItsRows() {
    var frame = Frame(width: 7, height: 3)
    frame.write("Hi 東京", x: 0, y: 0)
    frame.write("end", x: 4, y: 2)
    let rows = SnapshotFormat.rows(of: Snapshot(frame).text).map(String.init)
    #expect(rows == frame.rows)
  }
}
