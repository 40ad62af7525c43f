import Testing
import TextUI

@testable import Presentation

/// The tab row keeps to one line at any width, closing up and then falling back to
/// numbers, checked on a row of five titles of its own: the app's as it ships, fixed
/// here so that a tab added to the app changes nothing in these rules.
@MainActor
@Suite struct TabStripTests {
  private let titles = ["Now", "Week", "Radar", "Sky", "Settings"]

  private func render(_ view: some View, width: Int) -> String {
    FirstPassRenderer().render(view, width: width, height: 1).rows[0]
  }

  @Test func tabStripClosesUpToFitFortyColumns() {
    for selected in 0..<titles.count {
      let row = render(TabStrip(titles: titles, selected: selected), width: 40)
      #expect(!row.contains("…"), "tab \(selected + 1): \(row)")
      #expect(row.contains("5 Settings"), "tab \(selected + 1): \(row)")
    }
  }

  @Test func tabStripFallsBackToNumbersBesideTheSelectedTitle() {
    let row = render(TabStrip(titles: titles, selected: 3), width: 30)
    #expect(row == " 1 2 3 [4 Sky] 5" + String(repeating: " ", count: 14))
  }
}
