import Testing
import TextUI

@testable import TextSnapshots

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
}
