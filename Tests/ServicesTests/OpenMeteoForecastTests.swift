import Foundation
import Testing

@testable import Services

@Suite struct OpenMeteoForecastTests {
  // MARK: - The example replies

  @Test func torontoExampleDecodesWithUnixTimes() throws {
    let weather = try OpenMeteo.weather(
      fromForecast: try ExampleFolder.data("forecast/toronto.json"),
      for: Location.fixtures.toronto, source: "toronto.json")

    #expect(weather.current.time == FixtureTime.reference)
    #expect(weather.current.condition == .overcast)
    #expect(weather.current.summary == "Overcast")
    #expect(weather.current.celsius == 5.5)
    #expect(weather.current.humidityPercent == 78)
    #expect(weather.current.dewPointCelsius == 2.0)
    #expect(weather.current.pressure == Pressure(kilopascals: 100.85, tendency: .falling))
    #expect(weather.current.visibilityKilometres == 24.14)
    #expect(
      weather.current.wind
        == Wind(kilometresPerHour: 18.8, directionDegrees: 181, gustKilometresPerHour: 36.9))
    #expect(weather.current.feelsLike == nil)
    #expect(weather.alerts.isEmpty)

    // 2026-11-22 in Toronto: local midnight is 05:00 UTC; sunrise 07:08, sunset 16:46.
    let midnight = Date(timeIntervalSince1970: 1_795_323_600)
    #expect(weather.today.sunrise == midnight.addingTimeInterval(7 * 3600 + 8 * 60))
    #expect(weather.today.sunset == midnight.addingTimeInterval(16 * 3600 + 46 * 60))
    #expect(weather.today.highCelsius == 5.5)
    #expect(weather.today.lowCelsius != nil)

    #expect(weather.hourly.count == 48)
    #expect(weather.hourly.first?.time == FixtureTime.reference)
    #expect(weather.hourly[3].condition == .rainShowers)  // 18:00
    #expect(weather.hourly[3].precipitationChancePercent == 80)

    #expect(weather.daily.count == 7)
    #expect(weather.daily[0].date == midnight)
    #expect(weather.daily[0].day?.summary == "Overcast")
    #expect(weather.daily[0].night?.condition == .rain)
    #expect(weather.daily[0].night?.description == "Rain showers, becoming rain overnight.")
    #expect(weather.daily.allSatisfy { $0.day != nil && $0.night != nil })
  }

  @Test func osloExampleDecodesWithLocalISOTimes() throws {
    let weather = try OpenMeteo.weather(
      fromForecast: try ExampleFolder.data("forecast/oslo.json"), for: Location.fixtures.oslo,
      source: "oslo.json")

    // 21:00 in Oslo (UTC+1) is 20:00 UTC.
    #expect(weather.current.time == FixtureTime.reference)
    #expect(weather.current.condition == .clear)
    #expect(weather.current.feelsLike?.kind == .windChill)
    #expect(weather.hourly.first?.time == FixtureTime.reference)
    #expect(weather.hourly.count == 48)

    // Local midnight of 2026-11-22 in Oslo is 23:00 UTC the day before.
    #expect(weather.daily.count == 7)
    #expect(weather.daily[0].date == Date(timeIntervalSince1970: 1_795_302_000))
    #expect(weather.daily[0].day == nil)
    #expect(weather.daily[0].night?.summary == "Clear")
    #expect(weather.daily[1].date == Date(timeIntervalSince1970: 1_795_388_400))
    #expect(
      weather.today.sunrise == Date(timeIntervalSince1970: 1_795_302_000 + 8 * 3600 + 57 * 60))
    // The last day's probabilities are null in the file.
    #expect(weather.daily[6].day?.precipitationChancePercent == nil)
    #expect(weather.daily[5].day?.precipitationChancePercent == 5)
  }

  // MARK: - Units and nulls

  @Test func convertsPressureToKilopascalsAndVisibilityToKilometres() throws {
    var reply = ForecastReply()
    reply.current["pressure_msl"] = 1013.2
    reply.current["visibility"] = 16_090
    let weather = try reply.weather()
    #expect(weather.current.pressure?.kilopascals == 101.32)
    #expect(weather.current.visibilityKilometres == 16.09)
  }

  @Test func nullOrMissingVariablesBecomeNil() throws {
    var reply = ForecastReply()
    reply.current["temperature_2m"] = NSNull()
    reply.current["visibility"] = nil
    reply.current["wind_speed_10m"] = NSNull()
    reply.hourly["precipitation_probability"] = ForecastReply.filled(24, with: NSNull())
    reply.hourly["temperature_2m"] = nil
    reply.daily["sunrise"] = [NSNull(), NSNull()]
    let weather = try reply.weather()
    #expect(weather.current.celsius == nil)
    #expect(weather.current.visibilityKilometres == nil)
    #expect(weather.current.wind == nil)
    #expect(weather.current.feelsLike == nil)
    #expect(weather.hourly.first?.precipitationChancePercent == nil)
    #expect(weather.hourly.first?.celsius == nil)
    #expect(weather.today.sunrise == nil)
    #expect(weather.today.sunset != nil)
  }

  @Test func hourWithNullWeatherCodeIsLeftOutOfTheHourlyStrip() throws {
    var reply = ForecastReply()
    var codes = ForecastReply.filled(24, with: 3)
    codes[13] = NSNull()
    reply.hourly["weather_code"] = codes
    let weather = try reply.weather()
    #expect(weather.hourly.first?.time == ForecastReply.hour(12))
    #expect(weather.hourly[1].time == ForecastReply.hour(14))
    #expect(weather.hourly.count == 11)
  }

  @Test func missingCurrentWeatherCodeFallsBackToTheCurrentHour() throws {
    var reply = ForecastReply()
    reply.current["weather_code"] = nil
    reply.hourly["weather_code"] = ForecastReply.filled(24, with: 45)
    #expect(try reply.weather().current.condition == .fog)
  }

  @Test func hourlyStartsAtTheCurrentHourAndHoldsAtMost48() throws {
    var reply = ForecastReply(hours: 120, days: 5)
    reply.current["time"] = ForecastReply.seconds(hour: 12) + 1_800
    let weather = try reply.weather()
    #expect(weather.hourly.first?.time == ForecastReply.hour(12))
    #expect(weather.hourly.count == 48)
  }
}
