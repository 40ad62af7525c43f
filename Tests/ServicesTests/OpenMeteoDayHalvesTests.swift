import Foundation
import Testing

@testable import Services

@Suite struct OpenMeteoDayHalvesTests {
  @Test func eveningForecastHasOnlyANightHalfOnItsFirstDay() throws {
    var reply = ForecastReply(hours: 48)
    reply.current["time"] = ForecastReply.seconds(hour: 21)
    let weather = try reply.weather()
    #expect(weather.daily.count == 2)
    #expect(weather.daily[0].day == nil)
    #expect(weather.daily[0].night != nil)
    #expect(weather.daily[1].day != nil)
    #expect(weather.daily[1].night != nil)
  }

  @Test func afternoonDayHalfCountsOnlyTheHoursLeft() throws {
    var reply = ForecastReply(hours: 48)
    reply.current["time"] = ForecastReply.seconds(hour: 15)
    var temperatures = ForecastReply.filled(48, with: 1.0)
    temperatures[10] = 20.0  // this morning: past
    temperatures[16] = 4.0
    temperatures[20] = 9.0  // tonight: the night half's, not the day's
    reply.hourly["temperature_2m"] = temperatures
    let day = try #require(try reply.weather().daily[0].day)
    #expect(day.celsius == 4.0)
  }

  @Test func dayAndNightHalvesSplitAtSixAndEighteenLocalTime() throws {
    // Toronto is UTC−5 in November: local 06:00 is 11:00 UTC.
    let toronto = Location(
      name: "Toronto", country: "Canada", latitude: 0, longitude: 0,
      timeZoneID: "America/Toronto")
    var reply = ForecastReply(hours: 48)
    reply.object["utc_offset_seconds"] = -18_000
    reply.current["time"] = ForecastReply.seconds(hour: 0)
    reply.daily["time"] = [ForecastReply.seconds(hour: 5), ForecastReply.seconds(hour: 29)]
    var codes = ForecastReply.filled(48, with: 0)
    for hour in 11..<23 { codes[hour] = 61 }  // 06:00–18:00 local: rain
    reply.hourly["weather_code"] = codes
    let weather = try reply.weather(for: toronto)
    #expect(weather.daily[0].day?.condition == .rain)
    #expect(weather.daily[0].day?.description == "Rain.")
    #expect(weather.daily[0].night?.condition == .clear)
  }

  @Test func halfTakesTheMostFrequentConditionAndTiesGoToTheMoreSevere() {
    let mostly = DayHalves.prevailingCondition([.overcast, .rain, .overcast, .overcast, .rain])
    #expect(mostly == .overcast)
    let tie = DayHalves.prevailingCondition([.snow, .overcast, .overcast, .snow])
    #expect(tie == .snow)
    #expect(DayHalves.prevailingCondition([]) == nil)
  }

  @Test func descriptionNamesTheConditionsAtTheStartAndEnd() {
    let hours = Self.hours([.overcast, .overcast, .rainShowers, .rainShowers, .rainShowers])
    let day = DayHalves.half(from: hours, isDay: true)
    #expect(day?.summary == "Rain showers")
    #expect(day?.description == "Overcast, becoming rain showers later.")
    let night = DayHalves.half(from: hours, isDay: false)
    #expect(night?.description == "Overcast, becoming rain showers overnight.")
    let steady = DayHalves.half(from: Self.hours([.clear, .clear]), isDay: true)
    #expect(steady?.description == "Clear.")
    let between = DayHalves.half(
      from: Self.hours([.overcast, .snow, .snow, .overcast]), isDay: true)
    #expect(between?.description == "Overcast, with snow at times.")
  }

  @Test func descriptionsNeverContainNumbers() {
    for start in WeatherCondition.allCases {
      for end in WeatherCondition.allCases {
        let text = DayHalves.description(start: start, end: end, prevailing: end, isDay: true)
        let hasDigit = text.contains { $0.isNumber }
        #expect(!hasDigit, "\(text)")
      }
    }
  }

  @Test func dayHalfTakesTheHighestTemperatureAndNightTheLowest() {
    var hours = Self.hours([.clear, .clear, .clear])
    hours[0].celsius = 3
    hours[1].celsius = 7
    hours[2].celsius = nil
    #expect(DayHalves.half(from: hours, isDay: true)?.celsius == 7)
    #expect(DayHalves.half(from: hours, isDay: false)?.celsius == 3)
  }

  @Test func halfWindIsTheStrongestHourWithItsDirectionAndTheHighestGust() {
    var hours = Self.hours([.clear, .clear, .clear])
    hours[0].wind = Wind(kilometresPerHour: 10, directionDegrees: 90, gustKilometresPerHour: 45)
    hours[1].wind = Wind(kilometresPerHour: 25, directionDegrees: 270, gustKilometresPerHour: 40)
    hours[2].wind = nil
    hours[1].precipitationChancePercent = 60
    let half = DayHalves.half(from: hours, isDay: true)
    #expect(
      half?.wind == Wind(kilometresPerHour: 25, directionDegrees: 270, gustKilometresPerHour: 45))
    #expect(half?.precipitationChancePercent == 60)
  }

  @Test func halfWithNoHoursIsNil() {
    #expect(DayHalves.half(from: [], isDay: true) == nil)
    var unknown = Self.hours([.clear])
    unknown[0].condition = nil
    #expect(DayHalves.half(from: unknown, isDay: false) == nil)
  }

  @Test func daysBeyondTheHourlyRangeTakeTheirDayHalfFromDaily() throws {
    var reply = ForecastReply(hours: 24, days: 3)
    reply.current["time"] = ForecastReply.seconds(hour: 8)
    let weather = try reply.weather()
    #expect(weather.daily.count == 3)
    // Day 0 is within the hourly range: its hours are overcast, and its night ends at 23:00.
    #expect(weather.daily[0].day?.condition == .overcast)
    #expect(weather.daily[0].night?.condition == .overcast)
    // Day 1 starts after the last hour: daily's rain, high, chance and wind; no night.
    let day = try #require(weather.daily[1].day)
    #expect(day.condition == .rain)
    #expect(day.summary == "Rain")
    #expect(day.description == "Rain.")
    #expect(day.celsius == 8.0)
    #expect(day.precipitationChancePercent == 70)
    #expect(
      day.wind == Wind(kilometresPerHour: 30, directionDegrees: 270, gustKilometresPerHour: 55))
    #expect(weather.daily[1].night == nil)
    #expect(weather.daily[1].date == ForecastReply.hour(24))
  }

  @Test func dailyHoldsAtMostSevenDays() throws {
    let weather = try ForecastReply(hours: 24, days: 10).weather()
    #expect(weather.daily.count == 7)
  }

  @Test func isoDailyDatesAreLocalMidnights() throws {
    var reply = ForecastReply(iso: true)
    reply.object["utc_offset_seconds"] = 3600
    let oslo = Location(
      name: "Oslo", country: "Norway", latitude: 0, longitude: 0, timeZoneID: "Europe/Oslo")
    let weather = try reply.weather(for: oslo)
    // "2026-11-22" at UTC+1 starts at 23:00 UTC the day before.
    #expect(weather.daily[0].date == ForecastReply.hour(-1))
    #expect(weather.today.sunrise == ForecastReply.hour(6))
  }

  // MARK: - Helpers

  /// Consecutive hours from 2026-11-22T06:00Z with the given conditions.
  private static func hours(_ conditions: [WeatherCondition]) -> [HourSample] {
    conditions.enumerated().map { index, condition in
      HourSample(time: ForecastReply.hour(6 + index), condition: condition, celsius: 1)
    }
  }
}
