import Application
import Testing

/// The Sky tab in the running app: its frame, and what a minute passing re-renders.
@MainActor
@Suite struct SkyScenarioTests {
  @Test func aClockTickCountsDownTheSunAndReusesTheMoon() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.key(AppTab.sky.key))
    scenario.expect("sky", trace: false)
    #expect(scenario.screen.contains("Sunset in 1 h 47 min"))

    try await scenario.send(.tick(.seconds(5 * 60)))
    scenario.expect("five-minutes-later")
    #expect(scenario.screen.contains("Sunset in 1 h 42 min"))
    let trace = scenario.runtime.traceText
    #expect(trace.contains("evaluated SkyContainer (observed TimeState.now changed)"))
    #expect(trace.contains("reused MoonPanel"))
    #expect(!trace.contains("evaluated MoonPanel"))
  }
}
