import Application
import Foundation
import Services
import ServicesTestSupport
import Testing
import TextUI

/// The air-quality panel on Now, as a person meets it: the traces show that it re-renders
/// when, and only when, its own reading changes.
@MainActor
@Suite struct AirQualityScenarioTests {
  @Test func aClockTickDoesNotReRenderThePanel() async throws {
    let scenario = try await Scenario()
    #expect(scenario.rows[4].contains("Moderate · EAQI 44"))
    try await scenario.send(.tick(.seconds(5 * 60)))
    scenario.expect("five-minutes-later")
    // The header is evaluated for its "Updated 5 min ago"; the Now screen, and so the
    // panel inside it, is reused whole.
    #expect(
      scenario.runtime.traceText.contains(
        "reused TabBarContainer, AlertBadgeContainer, TabContentContainer"))
    #expect(!scenario.runtime.traceText.contains("AirQualityPanel"))
  }

  @Test func aNewReadingReRendersOnlyThePanel() async throws {
    // The weather answers the same on each refresh; the air gets worse.
    let readings = LockedValue([44, 71])
    let configuration = AppConfiguration(makeClients: { _, clock in
      var clients = DataSource.fixtures.clients(apiKey: nil, clock: clock)
      clients[feed: AirQualityFeed.self] = FeedClient { _ in
        let index = readings.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
        return AirQuality(
          time: clock.now(), europeanIndex: index, pm25: Double(index) / 3,
          pm10: Double(index) / 2)
      }
      return clients
    })
    let scenario = try await Scenario(configuration)
    #expect(scenario.rows[4].contains("Moderate · EAQI 44"))
    try await scenario.send(.key("r"))
    scenario.expect("refreshed")
    #expect(scenario.rows[4].contains("Poor · EAQI 71"))
    #expect(scenario.runtime.traceText.contains("evaluated AirQualityPanel (input changed"))
    #expect(!scenario.runtime.traceText.contains("evaluated TemperaturePanel"))
  }

  @Test func eachForcedStateReachesTheAirQualityToo() async throws {
    let empty = try await Scenario(AppConfiguration(dataState: .empty))
    #expect(empty.rows[4].contains("No reading"))
    let failed = try await Scenario(AppConfiguration(dataState: .failed))
    #expect(failed.graph.airQuality.state.error != nil)
    let loading = try await Scenario(AppConfiguration(dataState: .loading))
    #expect(loading.graph.airQuality.state.isLoading)
  }
}
