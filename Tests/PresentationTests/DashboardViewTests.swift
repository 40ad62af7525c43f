import Testing
import TextSnapshots
import TextUI

@testable import Presentation

@MainActor
@Suite struct DashboardViewTests {
  private func render(_ props: DashboardView.Props, width: Int = 80, height: Int = 24) -> [String] {
    Renderer().render(DashboardView(props: props), width: width, height: height).rows
  }

  @Test func wholeScreenAtTheDefaultSize() {
    assertSnapshot(of: DashboardView(props: .toronto), width: 80, height: 24)
  }

  @Test func headerShowsLocationAndTimeInFull() {
    let header = render(.toronto)[0]
    #expect(header.hasPrefix(" Toronto, Ontario"))
    #expect(header.hasSuffix("Sun 22 Nov 14:05 · Updated 2 min ago "))
  }

  @Test func selectedTabIsBracketedAndBadgeShown() {
    let tabs = render(.toronto)[1]
    #expect(tabs.hasPrefix(" [1 Now]  2 Week   3 Radar   4 Settings "))
    #expect(tabs.hasSuffix("⚠ 1 alert "))
    var quiet = DashboardView.Props.toronto
    quiet.alertBadge = nil
    quiet.selectedTab = 2
    #expect(render(quiet)[1].trimmingTrailingSpaces == "  1 Now   2 Week  [3 Radar]  4 Settings")
  }

  @Test func everyMeasurementIsListed() {
    let screen = render(.toronto).joined(separator: "\n")
    for measurement in DashboardView.Props.toronto.measurements {
      #expect(screen.contains(measurement.label))
      #expect(screen.contains(measurement.value))
    }
  }

  @Test func keyHintsAreOnTheLastRow() {
    #expect(render(.toronto).last?.hasPrefix(" 1-4 tabs · l location") == true)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
