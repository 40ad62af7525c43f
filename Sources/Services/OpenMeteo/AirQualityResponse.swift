import Foundation

// The air-quality request and reply, as https://open-meteo.com/en/docs/air-quality-api
// documents them: the `current` variables `european_aqi`, `pm2_5` and `pm10`.

extension OpenMeteo {
  /// The `current` variables of an air-quality request.
  static let airQualityVariables = ["european_aqi", "pm2_5", "pm10"]

  /// The query items of a `/v1/air-quality` request for `location` (without the key).
  ///
  /// ```
  /// latitude=43.6532&longitude=-79.3832&current=european_aqi,pm2_5,pm10&timeformat=unixtime
  /// ```
  public static func airQualityQuery(for location: Location) -> [URLQueryItem] {
    [
      URLQueryItem(name: "latitude", value: coordinate(location.latitude)),
      URLQueryItem(name: "longitude", value: coordinate(location.longitude)),
      URLQueryItem(name: "current", value: airQualityVariables.joined(separator: ",")),
      URLQueryItem(name: "timeformat", value: "unixtime"),
    ]
  }

  /// Decodes a `/v1/air-quality` reply.
  ///
  /// A `null` or missing variable is `nil`; a reply without `current`, or a value out of
  /// its plausible range (an index below 0 or over 1000, particles below 0 or over 10 000
  /// µg/m³), is malformed.
  ///
  /// - Parameter source: names the file or (redacted) URL in errors.
  /// - Throws: ``ClientError/malformed(source:reason:)`` naming what is wrong.
  public static func airQuality(fromReply data: Data, source: String) throws(ClientError)
    -> AirQuality
  {
    do throws(FormatError) {
      return try decodeReply(AirQualityResponse.self, from: data).airQuality()
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }
}

/// The parts of a `/v1/air-quality` reply Stratus reads.
struct AirQualityResponse: Decodable {
  struct Current: Decodable {
    var time: TimeValue
    var europeanIndex: Double?
    var pm25: Double?
    var pm10: Double?

    enum CodingKeys: String, CodingKey {
      case time, pm10
      case europeanIndex = "european_aqi"
      case pm25 = "pm2_5"
    }
  }

  var utcOffsetSeconds: Int?
  var current: Current

  enum CodingKeys: String, CodingKey {
    case current
    case utcOffsetSeconds = "utc_offset_seconds"
  }

  /// The reply as the model, its values checked.
  func airQuality() throws(OpenMeteo.FormatError) -> AirQuality {
    try PlausibleRange.airQualityIndex.check(current.europeanIndex, at: "current.european_aqi")
    try PlausibleRange.particles.check(current.pm25, at: "current.pm2_5")
    try PlausibleRange.particles.check(current.pm10, at: "current.pm10")
    return AirQuality(
      time: try current.time.date(path: "current.time", utcOffsetSeconds: utcOffsetSeconds),
      europeanIndex: current.europeanIndex.map { Int($0.rounded()) }, pm25: current.pm25,
      pm10: current.pm10)
  }
}

extension PlausibleRange {
  /// The European Air Quality Index: open-ended above 100, but never near 1000.
  static let airQualityIndex = PlausibleRange(
    name: "air quality index", bounds: 0...1000, unit: "EAQI")
  /// Particulate matter: the worst smoke and dust storms stay well under 10 000 µg/m³.
  static let particles = PlausibleRange(
    name: "particulate matter", bounds: 0...10_000, unit: "µg/m³")
}
