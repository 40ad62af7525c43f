import Testing
import TextUI

@testable import Application

@MainActor
@Suite struct ScreenTests {
  @Test func nowFillsExactlyTheDefaultTerminal() {
    let frame = Screen.now.render(width: 80, height: 24)
    #expect(frame.size == Size(width: 80, height: 24))
    #expect(frame.rows.count == 24)
    for row in frame.rows { #expect(DisplayWidth.of(row) == 80, "\(row)") }
  }

  @Test(arguments: [(40, 12), (120, 40), (20, 5), (1, 1)])
  func nowFillsAnySize(width: Int, height: Int) {
    let frame = Screen.now.render(width: width, height: height)
    #expect(frame.size == Size(width: width, height: height))
  }
}
