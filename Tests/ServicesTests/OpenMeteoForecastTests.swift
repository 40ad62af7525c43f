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

  // MARK: - Malformed replies

  @Test func syntaxErrorIsNotJSON() {
    let reason = Self.reason(Data(#"{"current": {"time": 1,"#.utf8))
    #expect(reason?.hasPrefix("not JSON (") == true, "\(reason ?? "no error")")
  }

  @Test func emptyReplyIsNotJSON() {
    #expect(Self.reason(Data()) == "not JSON (the reply is empty)")
    #expect(Self.reason(Data(" \n".utf8)) == "not JSON (the reply is empty)")
  }

  @Test func emptyObjectIsMissingCurrent() {
    #expect(Self.reason(Data("{}".utf8)) == "missing 'current'")
  }

  @Test func missingBlockIsNamed() {
    var reply = ForecastReply()
    reply.hourly = [:]
    #expect(Self.reason(reply) == "missing 'hourly.time'")
    var withoutHourly = ForecastReply().object
    withoutHourly["hourly"] = nil
    #expect(Self.reason(ForecastReply.data(withoutHourly)) == "missing 'hourly'")
  }

  @Test func topLevelArrayIsNotAForecast() {
    #expect(Self.reason(Data("[1, 2]".utf8)) == "top level: expected an object")
  }

  @Test func valueOfTheWrongTypeIsNamedByItsPath() {
    var reply = ForecastReply()
    var temperatures = ForecastReply.filled(24, with: 1.5)
    temperatures[2] = "warm"
    reply.hourly["temperature_2m"] = temperatures
    #expect(Self.reason(reply) == "hourly.temperature_2m[2]: expected a number")

    var block = ForecastReply()
    block.object["daily"] = 5
    #expect(Self.reason(block) == "daily: expected an object")

    var current = ForecastReply()
    current.current["relative_humidity_2m"] = "78%"
    #expect(Self.reason(current) == "current.relative_humidity_2m: expected a number")
  }

  @Test func timeOfTheOtherFormIsRejected() {
    var reply = ForecastReply()
    var times = ForecastReply.column(24) { ForecastReply.seconds(hour: $0) as Any }
    times[3] = "2026-11-22T03:00"
    reply.hourly["time"] = times
    #expect(Self.reason(reply) == "hourly.time[3]: expected a number like hourly.time[0]")
  }

  @Test func nullTimeAndUnreadableTimeAreRejected() {
    var null = ForecastReply()
    var times = ForecastReply.column(24) { ForecastReply.seconds(hour: $0) as Any }
    times[1] = NSNull()
    null.hourly["time"] = times
    #expect(
      Self.reason(null) == "hourly.time[1]: expected a time (a number or a string), found null")

    var text = ForecastReply(iso: true)
    var days = text.daily["time"] as! [Any]
    days[1] = "2026-11-31"
    text.daily["time"] = days
    #expect(
      Self.reason(text)
        == "daily.time[1]: '2026-11-31' is not a local ISO 8601 time like 2026-11-22T15:00")
  }

  @Test func localTimesNeedTheUTCOffset() {
    var reply = ForecastReply(iso: true)
    reply.object["utc_offset_seconds"] = nil
    #expect(
      Self.reason(reply)
        == "missing 'utc_offset_seconds' (needed to read the local time in hourly.time[0])")
  }

  @Test func unknownWeatherCodeIsNamedWithItsField() {
    var current = ForecastReply()
    current.current["weather_code"] = 123
    #expect(Self.reason(current) == "current.weather_code: 123 is not a WMO weather code")

    var hourly = ForecastReply()
    var codes = ForecastReply.filled(24, with: 3)
    codes[5] = 2.5
    hourly.hourly["weather_code"] = codes
    #expect(Self.reason(hourly) == "hourly.weather_code[5]: 2.5 is not a WMO weather code")
  }

  @Test func arraysOfDifferentLengthsAreNamed() {
    var reply = ForecastReply(hours: 168, days: 7)
    reply.hourly["temperature_2m"] = ForecastReply.filled(167, with: 1.0)
    #expect(Self.reason(reply) == "hourly.temperature_2m has 167 values but hourly.time has 168")

    var daily = ForecastReply()
    daily.daily["sunset"] = [ForecastReply.seconds(hour: 17)]
    #expect(Self.reason(daily) == "daily.sunset has 1 values but daily.time has 2")
  }

  @Test func errorsNameTheSource() {
    #expect(throws: ClientError.malformed(source: "/data/x.json", reason: "missing 'current'")) {
      try OpenMeteo.weather(
        fromForecast: Data("{}".utf8), for: ForecastReply.location, source: "/data/x.json")
    }
  }

  @Test func arbitraryBytesNeverCrash() {
    // A fixed xorshift sequence, so a crash it finds is found again.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    let valid = ForecastReply().data
    for trial in 0..<200 {
      var bytes = [UInt8](valid)
      for _ in 0..<(1 + trial % 8) {
        bytes[next(bytes.count)] = UInt8(next(256))
      }
      _ = try? OpenMeteo.weather(
        fromForecast: Data(bytes), for: ForecastReply.location, source: "fuzz")
    }
    _ = try? OpenMeteo.weather(
      fromForecast: Data(
        #"{"current":{"time":1e300,"weather_code":1e300},"hourly":{"time":[]},"daily":{"time":[]}}"#
          .utf8),
      for: ForecastReply.location, source: "huge")
  }

  // MARK: - Helpers

  private static func reason(_ reply: ForecastReply) -> String? {
    reason(reply.data)
  }

  private static func reason(_ data: Data) -> String? {
    do {
      _ = try OpenMeteo.weather(fromForecast: data, for: ForecastReply.location, source: "test")
      return nil
    } catch {
      guard case .malformed(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }
}

// MARK: - Fixtures shared by the OpenMeteo suites

/// A small forecast reply in Open-Meteo's shape, for a place on UTC, built so a test
/// changes only what it is about.
///
/// By default: now is 12:00 UTC on 22 November 2026 (`current.time`), `hourly` has 24 hours
/// from midnight, all overcast, and `daily` has two days.
struct ForecastReply {
  /// A place on UTC, so local hours are UTC hours.
  static let location = Location(
    name: "Null Island", country: "-", latitude: 0, longitude: 0, timeZoneID: "UTC")
  /// 2026-11-22T00:00:00Z.
  static let midnight = 1_795_305_600

  var object: [String: Any]

  init(hours: Int = 24, days: Int = 2, iso: Bool = false) {
    let time: (Int) -> Any =
      iso
      ? { Self.iso(Self.midnight + $0 * 3600) }
      : { Self.midnight + $0 * 3600 }
    var current: [String: Any] = [:]
    current["time"] = time(12)
    current["interval"] = 900
    current["temperature_2m"] = 5.0
    current["relative_humidity_2m"] = 80
    current["dew_point_2m"] = 2.0
    current["weather_code"] = 3
    current["pressure_msl"] = 1010.0
    current["wind_speed_10m"] = 10.0
    current["wind_direction_10m"] = 180
    current["wind_gusts_10m"] = 20.0
    current["visibility"] = 20_000.0

    var hourly: [String: Any] = [:]
    hourly["time"] = Self.column(hours) { time($0) }
    hourly["temperature_2m"] = Self.column(hours) { Double($0 % 24) }
    hourly["weather_code"] = Self.filled(hours, with: 3)
    hourly["precipitation_probability"] = Self.filled(hours, with: 10)
    hourly["pressure_msl"] = Self.filled(hours, with: 1010.0)
    hourly["wind_speed_10m"] = Self.filled(hours, with: 10.0)
    hourly["wind_direction_10m"] = Self.filled(hours, with: 180)
    hourly["wind_gusts_10m"] = Self.filled(hours, with: 20.0)

    let day: (Int) -> Any =
      iso
      ? { Self.isoDate(Self.midnight + $0 * 86_400) }
      : { Self.midnight + $0 * 86_400 }
    var daily: [String: Any] = [:]
    daily["time"] = Self.column(days) { day($0) }
    daily["weather_code"] = Self.filled(days, with: 61)
    daily["temperature_2m_max"] = Self.filled(days, with: 8.0)
    daily["temperature_2m_min"] = Self.filled(days, with: -2.0)
    daily["sunrise"] = Self.column(days) { time($0 * 24 + 7) }
    daily["sunset"] = Self.column(days) { time($0 * 24 + 17) }
    daily["precipitation_probability_max"] = Self.filled(days, with: 70)
    daily["wind_speed_10m_max"] = Self.filled(days, with: 30.0)
    daily["wind_direction_10m_dominant"] = Self.filled(days, with: 270)
    daily["wind_gusts_10m_max"] = Self.filled(days, with: 55.0)

    object = [:]
    object["latitude"] = 0.0
    object["longitude"] = 0.0
    object["generationtime_ms"] = 0.1
    object["utc_offset_seconds"] = 0
    object["timezone"] = "GMT"
    object["timezone_abbreviation"] = "GMT"
    object["elevation"] = 0.0
    object["current"] = current
    object["hourly"] = hourly
    object["daily"] = daily
  }

  var current: [String: Any] {
    get { object["current"] as! [String: Any] }
    set { object["current"] = newValue }
  }
  var hourly: [String: Any] {
    get { object["hourly"] as! [String: Any] }
    set { object["hourly"] = newValue }
  }
  var daily: [String: Any] {
    get { object["daily"] as! [String: Any] }
    set { object["daily"] = newValue }
  }

  var data: Data { Self.data(object) }

  func weather(for location: Location = Self.location) throws -> Weather {
    try OpenMeteo.weather(fromForecast: data, for: location, source: "test")
  }

  static func data(_ object: [String: Any]) -> Data {
    try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  /// Seconds since 1970 of `hour` hours after 2026-11-22T00:00Z.
  static func seconds(hour: Int) -> Int { midnight + hour * 3600 }

  /// The instant `hour` hours after 2026-11-22T00:00Z.
  static func hour(_ hour: Int) -> Date { Date(timeIntervalSince1970: Double(seconds(hour: hour))) }

  static func filled(_ count: Int, with value: Any) -> [Any] {
    Array(repeating: value, count: count)
  }

  static func column(_ count: Int, _ value: (Int) -> Any) -> [Any] {
    (0..<count).map(value)
  }

  /// `2026-11-22T03:00` for a time in seconds (UTC).
  static func iso(_ seconds: Int) -> String {
    String(isoDate(seconds)) + "T" + twoDigits(seconds % 86_400 / 3600) + ":"
      + twoDigits(seconds % 3600 / 60)
  }

  /// `2026-11-22` for a time in seconds (UTC).
  static func isoDate(_ seconds: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
    return "\(parts.year!)-\(twoDigits(parts.month!))-\(twoDigits(parts.day!))"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

/// The recorded examples in `Examples/open-meteo/`, found from this file's path.
enum ExampleFolder {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/open-meteo", isDirectory: true)

  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: url.appendingPathComponent(path))
  }
}
