import Foundation

@testable import Services

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
  // Tests/ServicesTests/Support/ForecastReply.swift -> the package root.
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/open-meteo", isDirectory: true)

  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: url.appendingPathComponent(path))
  }
}
