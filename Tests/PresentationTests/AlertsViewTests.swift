import Testing
import TextUI

@testable import Presentation

@MainActor
@Suite struct AlertsViewTests {
  private func rows(_ props: AlertsSheet.Props, width: Int = 60, height: Int = 20) -> [String] {
    FirstPassRenderer().render(AlertsSheet(props: props), width: width, height: height).rows
  }

  @Test func fillsTheOfferedSpaceWithATitledBorder() {
    let drawn = rows(.toronto, width: 60, height: 20)
    #expect(drawn[0].hasPrefix("╭─ Alerts ─"))
    #expect(drawn[0].hasSuffix("╮"))
    #expect(drawn[19].hasPrefix("╰") && drawn[19].hasSuffix("╯"))
  }

  @Test func eachAlertShowsItsBadgeTitleAndIssueTime() {
    let drawn = rows(.toronto)
    #expect(
      drawn[1] == "│ WARNING   Winter storm warning" + String(repeating: " ", count: 27) + "│")
    #expect(drawn[2].hasPrefix("│           Issued Sun 22 Nov 11:12"))
    #expect(drawn[4].hasPrefix("│ STATEMENT Special weather statement"))
    #expect(drawn[5].hasPrefix("│           Issued Sat 21 Nov 19:38"))
  }

  @Test func longTitlesWrapUnderTheirBadge() {
    let drawn = rows(.longTitles, width: 40, height: 20)
    #expect(drawn[1].hasPrefix("│ WARNING   Yellow warning for wind:"))
    #expect(drawn[2].hasPrefix("│           strong south-westerly"))
    let issued = drawn.firstIndex { $0.contains("Issued Sun 22 Nov 13:05") }
    #expect(issued != nil)
    #expect(drawn.contains { $0.contains("WATCH     東京都 大雨注意報") })
  }

  @Test func emptyTextWhenThereAreNoAlerts() {
    // Centred in the sheet, as every section centres its messages.
    let blank = String(repeating: " ", count: 13)
    let line = "│\(blank)No alerts in effect for Toronto.\(blank)│"
    #expect(rows(.none).firstIndex(of: line) == 9)
  }

  @Test func asciiBorder() {
    let drawn = rows(.torontoASCII)
    #expect(drawn[0].hasPrefix("+- Alerts -"))
    #expect(drawn[1].hasPrefix("| WARNING"))
  }

  @Test func escapeIsTheOnlyKeyAndItCloses() {
    let counter = CloseCounter()
    let renderer = Renderer()
    let close = Action { counter.count += 1 }
    _ = renderer.render(
      AlertsSheet(props: .toronto, actions: .init(close: close)), width: 60, height: 20)
    #expect(renderer.keyBindings.map(\.key) == [.escape])
    #expect(renderer.keyBindings.map(\.label) == ["close"])
    #expect(renderer.dispatch(.escape))
    #expect(counter.count == 1)
  }
}

/// Counts how often the sheet asked to close.
@MainActor
private final class CloseCounter {
  var count = 0
}
