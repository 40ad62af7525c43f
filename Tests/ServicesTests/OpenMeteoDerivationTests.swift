import Foundation
import Testing

@testable import Services

@Suite struct OpenMeteoDerivationTests {
  // MARK: - Pressure tendency

  @Test func pressureTendencyUsesATenthOfAKilopascalEitherWay() {
    #expect(PressureTendency.tendency(now: 101.1, earlier: 101.0) == .rising)
    #expect(PressureTendency.tendency(now: 100.9, earlier: 101.0) == .falling)
    #expect(PressureTendency.tendency(now: 101.09, earlier: 101.0) == .steady)
    #expect(PressureTendency.tendency(now: 100.91, earlier: 101.0) == .steady)
    #expect(PressureTendency.tendency(now: 101.0, earlier: 101.0) == .steady)
  }

  @Test func pressureTendencyIsNilWithoutBothPressures() {
    #expect(PressureTendency.tendency(now: nil, earlier: 101.0) == nil)
    #expect(PressureTendency.tendency(now: 101.0, earlier: nil) == nil)
  }

  @Test func pressureTendencyComparesWithTheHourlyPressureThreeHoursEarlier() throws {
    var reply = ForecastReply()
    var pressures = ForecastReply.filled(24, with: 1010.0)
    pressures[9] = 1012.0  // 09:00, three hours before now (12:00)
    pressures[11] = 1020.0  // an hour before: ignored
    reply.hourly["pressure_msl"] = pressures
    reply.current["pressure_msl"] = 1010.5
    #expect(try reply.weather().current.pressure?.tendency == .falling)

    pressures[9] = 1009.5
    reply.hourly["pressure_msl"] = pressures
    #expect(try reply.weather().current.pressure?.tendency == .rising)

    pressures[9] = 1010.0
    reply.hourly["pressure_msl"] = pressures
    #expect(try reply.weather().current.pressure?.tendency == .steady)
  }

  @Test func pressureTendencyIsNilWhenTheEarlierHourIsMissing() throws {
    var reply = ForecastReply()
    var pressures = ForecastReply.filled(24, with: 1010.0)
    pressures[9] = NSNull()
    reply.hourly["pressure_msl"] = pressures
    let pressure = try reply.weather().current.pressure
    #expect(pressure == Pressure(kilopascals: 101.0, tendency: nil))
  }

  @Test func currentPressureFallsBackToTheCurrentHour() throws {
    var reply = ForecastReply()
    reply.current["pressure_msl"] = nil
    var pressures = ForecastReply.filled(24, with: 1015.0)
    pressures[12] = 1013.0
    reply.hourly["pressure_msl"] = pressures
    #expect(
      try reply.weather().current.pressure == Pressure(kilopascals: 101.3, tendency: .falling))
  }

  // MARK: - Feels like

  @Test func humidexFollowsEnvironmentCanada() throws {
    // Environment Canada's table: 30 °C with a 20 °C dew point feels like 37–38.
    let humidex = FeelsLike.humidex(celsius: 30, dewPointCelsius: 20)
    #expect(abs(humidex - 37.6) < 0.1)
    let feelsLike = try #require(
      FeelsLike.index(celsius: 30, dewPointCelsius: 20, windKilometresPerHour: 10))
    #expect(feelsLike.kind == .humidex)
    #expect(feelsLike.celsius == humidex)
  }

  @Test func humidexNeedsTwentyDegreesAndToAddAtLeastOne() {
    #expect(
      FeelsLike.index(celsius: 19.9, dewPointCelsius: 19, windKilometresPerHour: 0) == nil)
    // Dry air: humidex below the temperature.
    #expect(
      FeelsLike.index(celsius: 25, dewPointCelsius: 5, windKilometresPerHour: 0) == nil)
    #expect(
      FeelsLike.index(celsius: 25, dewPointCelsius: nil, windKilometresPerHour: 0) == nil)
    // 20 °C and a dew point that adds just over 1.
    let justOver = FeelsLike.index(
      celsius: 20, dewPointCelsius: 10.5, windKilometresPerHour: 0)
    #expect(justOver?.kind == .humidex)
  }

  @Test func windChillFollowsEnvironmentCanada() throws {
    // Environment Canada's table: −10 °C in a 20 km/h wind feels like −18.
    let feelsLike = try #require(
      FeelsLike.index(celsius: -10, dewPointCelsius: -15, windKilometresPerHour: 20))
    #expect(feelsLike.kind == .windChill)
    #expect(abs(feelsLike.celsius - -17.9) < 0.1)
  }

  @Test func windChillNeedsFreezingAndFiveKilometresAnHour() {
    #expect(
      FeelsLike.index(celsius: 0, dewPointCelsius: nil, windKilometresPerHour: 5)?.kind
        == .windChill)
    #expect(
      FeelsLike.index(celsius: 0.1, dewPointCelsius: nil, windKilometresPerHour: 30) == nil
    )
    #expect(
      FeelsLike.index(celsius: -5, dewPointCelsius: nil, windKilometresPerHour: 4.9) == nil
    )
    #expect(
      FeelsLike.index(celsius: -5, dewPointCelsius: nil, windKilometresPerHour: nil) == nil
    )
    #expect(
      FeelsLike.index(celsius: nil, dewPointCelsius: 20, windKilometresPerHour: 20) == nil)
  }

  @Test func currentConditionsCarryTheFeelsLikeIndex() throws {
    var reply = ForecastReply()
    reply.current["temperature_2m"] = -10.0
    reply.current["wind_speed_10m"] = 20.0
    #expect(try reply.weather().current.feelsLike?.kind == .windChill)
  }

  // MARK: - Severity

  @Test func severityOrdersEveryConditionOnce() {
    let order: [WeatherCondition] = [
      .clear, .mainlyClear, .partlyCloudy, .overcast, .fog, .drizzle, .rainShowers, .rain,
      .snowGrains, .snowShowers, .snow, .freezingDrizzle, .freezingRain, .thunderstorm,
      .thunderstormWithHail,
    ]
    #expect(Set(order) == Set(WeatherCondition.allCases))
    #expect(order.map(\.severity) == Array(0..<order.count))
  }
}
