import Foundation

// The marine request and reply, as https://open-meteo.com/en/docs/marine-weather-api
// documents them: the `current` variable `wave_height`.

extension OpenMeteo {
  /// The query items of a `/v1/marine` request for `location` (without the key).
  ///
  /// ```
  /// latitude=43.6532&longitude=-79.3832&current=wave_height&timeformat=unixtime
  /// ```
  public static func marineQuery(for location: Location) -> [URLQueryItem] {
    [
      URLQueryItem(name: "latitude", value: coordinate(location.latitude)),
      URLQueryItem(name: "longitude", value: coordinate(location.longitude)),
      URLQueryItem(name: "current", value: "wave_height"),
      URLQueryItem(name: "timeformat", value: "unixtime"),
    ]
  }

  /// Decodes a `/v1/marine` reply.
  ///
  /// A `null` or missing wave height is `nil`; a reply without `current`, or a height
  /// out of its plausible range, is malformed.
  ///
  /// - Parameter source: names the file or (redacted) URL in errors.
  /// - Throws: ``ClientError/malformed(source:reason:)`` naming what is wrong.
  public static func waves(fromReply data: Data, source: String) throws(ClientError) -> Waves {
    do throws(FormatError) {
      return try decodeReply(MarineResponse.self, from: data).waves()
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }
}

/// The parts of a `/v1/marine` reply Stratus reads.
struct MarineResponse: Decodable {
  struct Current: Decodable {
    var time: TimeValue
    var waveHeight: Double?

    enum CodingKeys: String, CodingKey {
      case time
      case waveHeight = "wave_height"
    }
  }

  var utcOffsetSeconds: Int?
  var current: Current

  enum CodingKeys: String, CodingKey {
    case current
    case utcOffsetSeconds = "utc_offset_seconds"
  }

  /// The reply as the model, its value checked.
  func waves() throws(OpenMeteo.FormatError) -> Waves {
    try PlausibleRange.waveHeight.check(current.waveHeight, at: "current.wave_height")
    return Waves(
      time: try current.time.date(path: "current.time", utcOffsetSeconds: utcOffsetSeconds),
      height: current.waveHeight)
  }
}

extension PlausibleRange {
  /// Significant wave height: the highest measured is under 20 m.
  static let waveHeight = PlausibleRange(name: "wave height", bounds: 0...40, unit: "m")
}
