import Testing
import TextSnapshots
import TextUI
import XCTest

/// `assertInlineSnapshot` as a test calls it. Each literal below was recorded by running
/// these tests with empty literals, so each one is what the rewriter wrote and the
/// compiler read back: a raw literal for `"""` and backslashes, escapes for a control
/// character, fences around trailing spaces, wide glyphs as they are.
@MainActor
@Suite struct AssertInlineSnapshotTests {
  @Test func viewAtASize() {
    assertInlineSnapshot(of: Text("東京").border(), as: .frame(width: 8, height: 3)) {
      """
      |┌────┐  |
      |│東京│  |
      |└────┘  |
      """
    }
  }

  @Test func textWithQuotesBackslashesAndTrailingSpaces() {
    assertInlineSnapshot(of: "say \"\"\"hi\"\"\" \\o/  \n  東京  ", as: .lines) {
      #"""
      |say """hi""" \o/  |
      |  東京  |
      """#
    }
  }

  @Test func textWithAControlCharacter() {
    assertInlineSnapshot(of: "\u{1B}[1mbold\\", as: .lines) {
      """
      |\u{1B}[1mbold\\|
      """
    }
  }

  @Test func styledViewCarriesItsPlaneAndLegend() {
    let view = HStack {
      Text("Now")
      Text("-3°").foregroundColor(.blue).bold()
    }
    assertInlineSnapshot(of: view, as: .frame(width: 8, height: 1)) {
      """
      |Now-3°  |
      # styles
      |...111..|
      1 fg=blue bold
      """
    }
  }

  @Test func styledViewWithStylesIgnoredIsItsText() {
    let view = Text("-3°").foregroundColor(.blue)
    assertInlineSnapshot(of: view, as: .frame(width: 4, height: 1, styles: .ignored)) {
      """
      |-3° |
      """
    }
  }

  @Test func renderTrace() {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(Text("a"), width: 3, height: 1)
    assertInlineSnapshot(of: renderer.lastTrace!, as: .trace) {
      """
      |evaluated Text (first)|
      |evaluated 1, redrawn 0, reused 0, evicted 0|
      """
    }
  }
}

final class AssertInlineSnapshotXCTests: XCTestCase {
  func testFrameFromXCTest() {
    var frame = Frame(width: 5, height: 2)
    frame.write("xc", x: 1, y: 1)
    assertInlineSnapshot(of: frame, as: .frame) {
      """
      |     |
      | xc  |
      """
    }
  }
}
