import Presentation
import Testing

@testable import Application

/// The tab row's fixtures are the app's tabs: Presentation cannot name ``AppTab``, so
/// its samples write the titles out, and this checks them against the one declaration.
@MainActor
@Suite struct TabStripFixtureTests {
  @Test func tabStripFixturesAreTheAppsTabs() {
    let titles = AppTab.allCases.map(\.title)
    #expect(TabStrip.now == TabStrip(titles: titles, selected: AppTab.now.position))
    #expect(TabStrip.settings == TabStrip(titles: titles, selected: AppTab.settings.position))
  }
}
