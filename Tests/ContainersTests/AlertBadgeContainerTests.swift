import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The alert badge the container builds from the weather service.
@MainActor
@Suite struct AlertBadgeContainerTests {
  private let clock = ManualClock(now: FixtureTime.reference)

  private func weatherService() -> WeatherService {
    WeatherService(client: .fixtures(clock: clock.clock), clock: clock.clock)
  }

  /// Toronto's fixture has a warning and a statement in force.
  @Test func alertBadgeForTorontosAlerts() async {
    let weather = weatherService()
    weather.refresh(for: .fixtures.toronto)
    await weather.settled()
    let badge = AlertBadgeContainer(weather: weather, glyphs: .unicode).body
    assertInlineSnapshot(of: badge, as: .dump) {
      """
      |AlertBadge(|
      |  text: "⚠ 2 alerts",|
      |)|
      """
    }
    #expect(
      AlertBadge(
        text: AlertBadgeContainer.text(alerts: Weather.fixtures.toronto.alerts, glyphs: .unicode))
        == .twoAlerts, "the fixture is the container's own output")
  }

  @Test func alertBadgeBeforeAnyWeather() {
    let badge = AlertBadgeContainer(weather: weatherService(), glyphs: .unicode).body
    assertInlineSnapshot(of: badge, as: .dump) {
      """
      |AlertBadge(|
      |  text: nil,|
      |)|
      """
    }
  }

  @Test func endedAlertsAreNotCountedAndOneIsSingular() {
    let alerts: [Weather.Alert] = [
      .init(title: "Winter storm warning", time: FixtureTime.reference, kind: .warning),
      .init(title: "Wind warning ended", time: FixtureTime.reference, kind: .ended),
    ]
    #expect(AlertBadgeContainer.text(alerts: alerts, glyphs: .ascii) == "! 1 alert")
    #expect(AlertBadgeContainer.text(alerts: [alerts[1]], glyphs: .unicode) == nil)
  }
}
