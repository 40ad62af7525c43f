import Foundation
import Testing

@testable import Services

/// What each built-in place is chosen to exercise (see `Weather+Fixtures.swift`).
@Suite struct FixtureWeatherQuirkTests {
  @Test func torontoHasAWarningAndAStatementMostSevereFirst() throws {
    let alerts = Weather.fixtures.toronto.alerts
    #expect(alerts.map(\.kind) == [.warning, .statement])
    #expect(alerts.map(\.title) == ["Winter storm warning", "Special weather statement"])
    for alert in alerts {
      let url = try #require(alert.url)
      #expect(url.scheme == "https")
      #expect(url.host == "weather.gc.ca")
      #expect(alert.time < FixtureTime.reference)
    }
  }

  @Test func torontoReportsEveryMeasurementWithAWindChill() throws {
    let current = Weather.fixtures.toronto.current
    let celsius = try #require(current.celsius)
    let feelsLike = try #require(current.feelsLike)
    #expect(feelsLike.kind == .windChill)
    #expect(feelsLike.celsius < celsius)
    #expect(current.humidityPercent != nil)
    #expect(current.pressure?.tendency != nil)
    #expect(current.wind?.directionDegrees != nil)
    #expect(current.wind?.gustKilometresPerHour != nil)
    #expect(current.visibilityKilometres != nil)
    #expect(current.dewPointCelsius != nil)
    #expect(current.condition == .snow)
  }

  @Test func osloHasNoCurrentTemperature() {
    let current = Weather.fixtures.oslo.current
    #expect(current.celsius == nil)
    #expect(current.feelsLike == nil)
    #expect(current.humidityPercent != nil)
  }

  @Test func osloTemperaturesRoundToZeroFromBelow() {
    let weather = Weather.fixtures.oslo
    #expect(weather.hourly.map(\.celsius).filter(Self.isJustBelowZero).count >= 3)
    #expect(weather.daily.compactMap(\.day).map(\.celsius).contains(where: Self.isJustBelowZero))
  }

  @Test func osloKeepsItsQuirksAtOtherTimes() {
    let later = Weather.fixture(
      for: .fixtures.oslo, at: FixtureTime.reference.addingTimeInterval(5 * 86_400 + 3_600))
    #expect(later.current.celsius == nil)
    #expect(later.hourly.prefix(24).map(\.celsius).filter(Self.isJustBelowZero).count >= 3)
  }

  /// Between −0.5 and 0: rounds to a whole zero from below.
  static func isJustBelowZero(_ celsius: Double?) -> Bool {
    celsius.map { -0.5 < $0 && $0 < 0 } ?? false
  }

  @Test func tokyoLacksPressureVisibilityDewPointFeelsLikeAndGusts() {
    let weather = Weather.fixtures.tokyo
    let current = weather.current
    #expect(current.pressure == nil)
    #expect(current.visibilityKilometres == nil)
    #expect(current.dewPointCelsius == nil)
    #expect(current.feelsLike == nil)
    #expect(current.wind?.gustKilometresPerHour == nil)
    #expect(weather.hourly.allSatisfy { $0.wind?.gustKilometresPerHour == nil })
    #expect(current.celsius != nil)
    #expect(current.humidityPercent != nil)
    #expect(current.wind?.directionDegrees != nil)
  }

  @Test(arguments: [0, 9, 14, 20, 23])
  func saoPauloFirstDayHasOnlyANightHalfAtAnyHour(localHour: Int) throws {
    // São Paulo is UTC−3 all year.
    let midnightUTC = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00Z
    let now = midnightUTC.addingTimeInterval(Double(localHour + 3) * 3_600)
    let weather = Weather.fixture(for: .fixtures.saoPaulo, at: now)
    let first = try #require(weather.daily.first)
    #expect(first.day == nil)
    #expect(first.night != nil)
  }

  @Test func saoPauloFeelsLikeIsTheHumidexAndItsDescriptionIsLong() throws {
    let weather = Weather.fixtures.saoPaulo
    let feelsLike = try #require(weather.current.feelsLike)
    #expect(feelsLike.kind == .humidex)
    #expect(feelsLike.celsius > weather.current.celsius ?? .infinity)
    let night = try #require(weather.daily.first?.night)
    #expect(night.description.count > 250)
    #expect(night.condition == .thunderstorm)
  }

  @Test func reykjavikHasNoHoursButAFullWeek() {
    let weather = Weather.fixtures.reykjavik
    #expect(weather.hourly.isEmpty)
    #expect(weather.daily.count == 7)
    #expect(weather.current.celsius != nil)
  }

  @Test func seoulIsUnderHeavyRainNow() {
    let current = Weather.fixtures.seoul.current
    #expect(current.condition == .rain)
    #expect(current.summary == "Heavy rain")
  }

  @Test func llanfairpwllHasLongTexts() throws {
    let weather = Weather.fixtures.llanfairpwll
    let alert = try #require(weather.alerts.first)
    #expect(alert.title.count > 100)
    #expect(alert.url?.scheme == "https")
    #expect(weather.current.summary.count > 60)
    let tonight = try #require(weather.daily.first?.night)
    #expect(tonight.summary.count > 40)
    #expect(tonight.description.count > 250)
  }

  @Test func alertsAreSortedMostSevereFirst() {
    for weather in Weather.fixtures.all {
      #expect(weather.alerts.map(\.kind) == weather.alerts.map(\.kind).sorted())
    }
  }
}
