import Foundation
import Testing

@testable import Services

@Suite struct FixtureWeatherTests {
  // MARK: - Shape

  @Test func everyPlaceHasTwoDaysOfHoursAndAWeekOfDays() {
    for (location, weather) in zip(Location.fixtures.all, Weather.fixtures.all) {
      #expect(weather.daily.count == 7, "\(location.name)")
      guard location != .fixtures.reykjavik else { continue }
      #expect(weather.hourly.count == 48, "\(location.name)")
    }
  }

  @Test func hoursStartAtTheCurrentHourAndRunOneHourApart() {
    let now = FixtureTime.reference.addingTimeInterval(25 * 60)
    let weather = Weather.fixture(for: .fixtures.toronto, at: now)
    #expect(weather.hourly.first?.time == FixtureTime.reference)
    for (earlier, later) in zip(weather.hourly, weather.hourly.dropFirst()) {
      #expect(later.time.timeIntervalSince(earlier.time) == 3_600)
    }
    #expect(weather.current.time == now)
  }

  @Test func halfHourTimeZonesAlignHoursToTheLocalHour() {
    let weather = Weather.fixture(for: .fixtures.kolkata, at: FixtureTime.reference)
    // 20:00 UTC is 01:30 in Kolkata, so the first hour starts at 01:00, 19:30 UTC.
    #expect(weather.hourly.first?.time == FixtureTime.reference.addingTimeInterval(-30 * 60))
  }

  @Test func daysStartAtSuccessiveLocalMidnights() throws {
    let weather = Weather.fixtures.tokyo
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let dates = weather.daily.map(\.date)
    // 05:00 on Monday 23 November in 東京.
    #expect(dates.first == calendar.date(from: DateComponents(year: 2026, month: 11, day: 23)))
    for date in dates {
      #expect(calendar.startOfDay(for: date) == date)
    }
    for (earlier, later) in zip(dates, dates.dropFirst()) {
      #expect(calendar.dateComponents([.day], from: earlier, to: later).day == 1)
    }
  }

  @Test func todaysDayHalfIsGoneFromSixInTheEvening() {
    // Ottawa is UTC−5 in November: 22:59Z is 17:59 local, 23:00Z is 18:00.
    let atSix = FixtureTime.reference.addingTimeInterval(3 * 3_600)
    let beforeSix = atSix.addingTimeInterval(-60)
    #expect(Weather.fixture(for: .fixtures.ottawa, at: beforeSix).daily[0].day != nil)
    #expect(Weather.fixture(for: .fixtures.ottawa, at: atSix).daily[0].day == nil)
    #expect(Weather.fixtures.oslo.daily[0].day == nil)
    #expect(Weather.fixtures.oslo.daily[0].night != nil)
  }

  @Test func todayHasSunriseBeforeSunsetAndALowBelowTheHigh() throws {
    let today = Weather.fixtures.toronto.today
    let sunrise = try #require(today.sunrise)
    let sunset = try #require(today.sunset)
    #expect(sunrise < sunset)
    // Toronto on 22 November: sunrise about 07:20, sunset about 16:45 (UTC−5).
    #expect(abs(sunrise.timeIntervalSince(Date(timeIntervalSince1970: 1_795_350_000))) < 15 * 60)
    #expect(abs(sunset.timeIntervalSince(Date(timeIntervalSince1970: 1_795_384_020))) < 15 * 60)
    #expect(try #require(today.lowCelsius) <= #require(today.highCelsius))
  }

  @Test func polarNightHasNoSunriseOrSunset() {
    let today = Weather.fixture(for: .fixtures.longyearbyen, at: FixtureTime.reference).today
    #expect(today.sunrise == nil)
    #expect(today.sunset == nil)
    #expect(today.highCelsius != nil)
  }

  // MARK: - Determinism

  @Test func sameLocationAndTimeGiveEqualWeather() {
    for location in Location.fixtures.searchable {
      #expect(
        Weather.fixture(for: location, at: FixtureTime.reference)
          == Weather.fixture(for: location, at: FixtureTime.reference), "\(location.name)")
    }
    #expect(Weather.fixture(for: .fixtures.toronto, at: FixtureTime.reference) == .fixtures.toronto)
  }

  @Test func anHourLaterShiftsTheHoursByOne() {
    let now = Weather.fixture(for: .fixtures.ottawa, at: FixtureTime.reference)
    let later = Weather.fixture(
      for: .fixtures.ottawa, at: FixtureTime.reference.addingTimeInterval(3_600))
    #expect(later.hourly.first?.time == now.hourly.first?.time.addingTimeInterval(3_600))
    #expect(Array(later.hourly.dropLast()) == Array(now.hourly.dropFirst()))
    #expect(later.current != now.current)
  }

  @Test func differentPlacesGetDifferentWeather() {
    let temperatures = Location.fixtures.searchable.map {
      Weather.fixture(for: $0, at: FixtureTime.reference).hourly.first?.celsius
    }
    #expect(Set(temperatures).count > temperatures.count / 2)
  }

  // MARK: - Any place

  static let arbitraryPlaces = [
    Location(name: "Null Island", country: "-", latitude: 0, longitude: 0, timeZoneID: "UTC"),
    Location(
      name: "Sydney", region: "New South Wales", country: "Australia", latitude: -33.8688,
      longitude: 151.2093, timeZoneID: "Australia/Sydney"),
    Location(
      name: "Kathmandu", country: "Nepal", latitude: 27.7172, longitude: 85.324,
      timeZoneID: "Asia/Kathmandu"),
    Location(
      name: "McMurdo Station", country: "Antarctica", latitude: -77.8419, longitude: 166.6863,
      timeZoneID: "Antarctica/McMurdo"),
    Location(
      name: "Alert", region: "Nunavut", country: "Canada", latitude: 82.5018,
      longitude: -62.3481, timeZoneID: "America/Toronto"),
    Location(
      name: "South Pole", country: "Antarctica", latitude: -90, longitude: 0,
      timeZoneID: "Antarctica/South_Pole"),
    Location(
      name: "Nowhere", country: "-", latitude: 12.34, longitude: -45.67,
      timeZoneID: "Not/A_Zone"),
  ]

  @Test(arguments: arbitraryPlaces)
  func anyPlaceGetsPlausibleWeather(location: Location) throws {
    let weather = Weather.fixture(for: location, at: FixtureTime.reference)
    #expect(weather.hourly.count == 48)
    #expect(weather.daily.count == 7)
    let temperatures =
      [weather.current.celsius, weather.today.highCelsius, weather.today.lowCelsius]
      + weather.hourly.map(\.celsius)
      + weather.daily.flatMap { [$0.day?.celsius, $0.night?.celsius] }
    for celsius in temperatures.compactMap({ $0 }) {
      #expect((-60...45).contains(celsius), "\(celsius)")
      #expect((celsius * 10).rounded() == celsius * 10, "\(celsius) has one decimal")
    }
    let humidity = try #require(weather.current.humidityPercent)
    #expect((0...100).contains(humidity))
    for chance in weather.hourly.compactMap(\.precipitationChancePercent) {
      #expect((0...100).contains(chance) && chance % 10 == 0)
    }
    #expect(weather.daily.compactMap(\.night).count >= 6)
  }

  @Test func summerMidnightSunHasNoSunriseOrSunset() {
    let mcMurdo = Self.arbitraryPlaces[3]
    let today = Weather.fixture(for: mcMurdo, at: FixtureTime.reference).today
    #expect(today.sunrise == nil && today.sunset == nil)
  }

  @Test func southernSummerIsWarmerThanNorthernWinterAtTheSameLatitude() {
    let santiago = Weather.fixture(for: .fixtures.santiago, at: FixtureTime.reference)
    let northern = Location(
      name: "Mirror", country: "-", latitude: 33.4489, longitude: -70.6693,
      timeZoneID: "America/Santiago")
    let mirror = Weather.fixture(for: northern, at: FixtureTime.reference)
    func mean(_ weather: Weather) -> Double {
      weather.hourly.compactMap(\.celsius).reduce(0, +) / Double(weather.hourly.count)
    }
    #expect(mean(santiago) > mean(mirror) + 5)
  }

  // MARK: - Texts

  @Test func textsAreWordsWithoutUnitsOrNumbers() {
    let places = Location.fixtures.searchable + Self.arbitraryPlaces
    for location in places {
      let weather = Weather.fixture(for: location, at: FixtureTime.reference)
      let halves = weather.daily.flatMap { [$0.day, $0.night] }.compactMap { $0 }
      let texts = [weather.current.summary] + halves.flatMap { [$0.summary, $0.description] }
      for text in texts {
        #expect(!text.isEmpty)
        let hasDigits = text.contains { $0.isNumber }
        #expect(!hasDigits, "\(location.name): \(text)")
        #expect(!text.contains("km") && !text.contains("°") && !text.contains("mm"), "\(text)")
      }
    }
  }

  @Test func noTemperatureIsNegativeZero() {
    for weather in Weather.fixtures.all {
      let temperatures =
        [weather.current.celsius, weather.today.highCelsius, weather.today.lowCelsius]
        + weather.hourly.map(\.celsius)
        + weather.daily.flatMap { [$0.day?.celsius, $0.night?.celsius] }
      #expect(!temperatures.contains { $0 == 0 && $0?.sign == .minus })
    }
  }

  // MARK: - Client

  @Test func clientGeneratesTheWeatherAtTheClocksTime() async throws {
    let clock = ManualClock(now: FixtureTime.reference)
    let client = WeatherClient.fixtures(clock: clock.clock)
    #expect(try await client.forecast(.fixtures.toronto) == .fixtures.toronto)
    await clock.advance(by: .seconds(3_600))
    #expect(
      try await client.forecast(.fixtures.seoul)
        == Weather.fixture(
          for: .fixtures.seoul, at: FixtureTime.reference.addingTimeInterval(3_600)))
  }
}
