import Application
import Services
import Testing
import TextUI

/// The app as a person first sees it, at the sizes the layouts are designed for.
@MainActor
@Suite struct LaunchScenarioTests {
  @Test func firstLaunchShowsTorontoNow() async throws {
    let scenario = try await Scenario()
    scenario.expect("launch")
    #expect(scenario.rows[0].contains("Toronto, Ontario"))
    #expect(scenario.rows[0].hasSuffix("Sun 15:00 · Updated just now "))
    #expect(scenario.rows.last?.contains("1-\(AppTab.allCases.count) tabs") == true)
  }

  @Test func eachTabAtTheDefaultSize() async throws {
    let scenario = try await Scenario()
    for tab in AppTab.allCases {
      try await scenario.send(.key(tab.key))
      scenario.expect(tab.rawValue, trace: false)
    }
  }

  @Test func tokyoAndSeoulAtFortyByTwentyKeepWideGlyphsWhole() async throws {
    for place in [Location.fixtures.tokyo, Location.fixtures.seoul] {
      let scenario = try await Scenario(
        AppConfiguration(location: place, size: Size(width: 40, height: 20)))
      scenario.expect(place.name, trace: false)
      try await scenario.send(.key(AppTab.week.key))
      scenario.expect("\(place.name)-week", trace: false)
      for row in scenario.rows { #expect(DisplayWidth.of(row) == 40, "\(row)") }
    }
  }

  @Test func resizingBelowTheMinimumShowsTheNoticeAndBackRestoresTheApp() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.resize(Size(width: 30, height: 10)))
    let words = scenario.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words == "Window too small — need at least 40x12")
    try await scenario.send(.resize(Size(width: 120, height: 40)))
    scenario.expect("wide", trace: false)
  }
}
