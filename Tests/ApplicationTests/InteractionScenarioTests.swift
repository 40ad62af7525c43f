import Application
import Services
import Testing
import TextUI

/// What re-renders when the person does something: each step's trace golden shows that
/// only the views whose input changed were evaluated.
@MainActor
@Suite struct InteractionScenarioTests {
  @Test func choosingOsloInThePickerReRendersOnlyWhatShowsWeather() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.key("l"))
    scenario.expect("picker-open")
    try await scenario.send(.type("Osl"))
    scenario.expect("typed-osl")
    #expect(scenario.screen.contains("Oslo"))
    try await scenario.send(.key(.enter))
    scenario.expect("chose-oslo")
    #expect(scenario.graph.location.active == Location.fixtures.oslo)
    #expect(scenario.graph.weather.state.latest?.location == Location.fixtures.oslo)
    #expect(scenario.graph.currentRouter.sheet == nil)
  }

  @Test func aClockTickWithNoNewDataReRendersOnlyTheUpdatedLabel() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.tick(.seconds(5 * 60)))
    scenario.expect("five-minutes-later")
    #expect(scenario.rows[0].hasSuffix("Sun 15:05 · Updated 5 min ago "))
  }

  @Test func togglingUnitsInSettingsShowsImperialEverywhere() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.key(AppTab.settings.key))
    try await scenario.send(.key("u"))
    scenario.expect("settings-imperial")
    try await scenario.send(.key(AppTab.now.key))
    scenario.expect("now-imperial")
    #expect(scenario.graph.preferences.preferences.units == .imperial)
  }

  @Test func movingTheSelectedDayReRendersThePickerCellsAndTheDay() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.key(AppTab.week.key))
    try await scenario.send(.key(.right))
    scenario.expect("next-day")
    #expect(scenario.graph.week.selectedDay == 1)
    try await scenario.send(.key(.enter))
    scenario.expect("day-detail")
    try await scenario.send(.key(.escape))
    #expect(scenario.graph.routers[.week].path.isEmpty)
  }

  @Test func threeRadarFramesPlayAndLoop() async throws {
    let scenario = try await Scenario(AppConfiguration(location: Location.fixtures.seoul))
    try await scenario.send(.key(AppTab.radar.key), .key(" "))
    scenario.expect("playing")
    let first = scenario.graph.radar.frameIndex
    for frame in 1...3 {
      try await scenario.send(.tick(.milliseconds(500)))
      scenario.expect("frame-\(frame)")
    }
    let count = scenario.graph.radar.frames.count
    #expect(scenario.graph.radar.frameIndex == (first + 3) % count)
  }
}
