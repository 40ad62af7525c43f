import Foundation
import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The air-quality panel's props for each state of the air-quality service.
@MainActor
@Suite struct NowContainerAirQualityTests {
  let toronto = Location.fixtures.toronto
  let reading = AirQuality(
    time: FixtureTime.reference, europeanIndex: 44, pm25: 15.4, pm10: 21.6)

  func fetched(_ value: AirQuality) -> Fetched<AirQuality> {
    Fetched(value: value, location: toronto, fetchedAt: FixtureTime.reference)
  }

  @Test func aReadingIsItsBandIndexAndParticles() {
    #expect(
      NowContainer.airQuality(.loaded(fetched(reading)), glyphs: .unicode)
        == AirQualityPanel.Props(
          headline: "Moderate · EAQI 44", particles: "PM2.5 15 · PM10 22", status: .moderate))
    #expect(
      NowContainer.airQuality(.loaded(fetched(reading)), glyphs: .ascii)
        == AirQualityPanel.Props(
          headline: "Moderate | EAQI 44", particles: "PM2.5 15 | PM10 22", status: .moderate))
  }

  /// The agency's six bands in the palette's three: fair air is good, and poor air or
  /// worse is poor.
  @Test func everyAgencyBandHasThePalettesStatus() {
    let expected: [AirQuality.Level: AirQualityPanel.Status] = [
      .good: .good, .fair: .good, .moderate: .moderate, .poor: .poor, .veryPoor: .poor,
      .extremelyPoor: .poor,
    ]
    for (level, status) in expected { #expect(NowContainer.status(of: level) == status) }
  }

  @Test func theLastReadingStaysWhileARefreshLoadsOrFails() {
    let expected = NowContainer.airQuality(.loaded(fetched(reading)), glyphs: .unicode)
    #expect(
      NowContainer.airQuality(.loading(toronto, previous: fetched(reading)), glyphs: .unicode)
        == expected)
    let error = ClientError.unreachable(source: "s", reason: "r")
    #expect(
      NowContainer.airQuality(
        .failed(error, location: toronto, lastGood: fetched(reading)), glyphs: .unicode)
        == expected)
  }

  @Test func withoutAReadingThePanelSaysWhy() {
    let error = ClientError.unreachable(source: "s", reason: "r")
    #expect(NowContainer.airQuality(.idle, glyphs: .unicode) == nil)
    #expect(
      NowContainer.airQuality(.loading(toronto, previous: nil), glyphs: .ascii)
        == AirQualityPanel.Props(headline: "Loading...", particles: nil, status: .noReading))
    #expect(
      NowContainer.airQuality(.failed(error, location: toronto, lastGood: nil), glyphs: .unicode)
        == AirQualityPanel.Props(headline: "Unavailable", particles: nil, status: .unavailable))
    #expect(
      NowContainer.airQuality(.loaded(fetched(.empty(at: FixtureTime.reference))), glyphs: .unicode)
        == AirQualityPanel.Props(headline: "No reading", particles: nil, status: .noReading))
    #expect(
      NowContainer.airQuality(
        .loaded(fetched(AirQuality(time: FixtureTime.reference, europeanIndex: 3))),
        glyphs: .unicode)
        == AirQualityPanel.Props(headline: "Good · EAQI 3", particles: nil, status: .good))
  }
}
