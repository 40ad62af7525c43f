/// A `/v1/forecast` reply exactly as Open-Meteo sends it, before any unit conversion or
/// derivation (those are in `Forecast+Weather.swift`).
///
/// Only what Stratus reads is decoded; other keys (`generationtime_ms`, the `*_units`
/// blocks, variables it did not ask for) are ignored. `current`, `hourly`, `daily` and each
/// block's `time` are required; every variable is optional, and so is every value in a
/// variable's array, because Open-Meteo writes `null` where a model has no value and leaves
/// out what was not asked for.
struct ForecastResponse: Decodable {
  var latitude: Double?
  var longitude: Double?
  /// The offset of the local times in the reply; needed to read ISO 8601 times.
  var utcOffsetSeconds: Double?
  var current: Current
  var hourly: Hourly
  var daily: Daily

  enum CodingKeys: String, CodingKey {
    case latitude, longitude, current, hourly, daily
    case utcOffsetSeconds = "utc_offset_seconds"
  }

  /// The `current` block: one value per variable, for the 15-minute step in progress.
  struct Current: Decodable {
    var time: TimeValue
    var temperature2m: Double?
    var relativeHumidity2m: Double?
    var dewPoint2m: Double?
    var weatherCode: Double?
    /// hPa.
    var pressureMSL: Double?
    var windSpeed10m: Double?
    var windDirection10m: Double?
    var windGusts10m: Double?
    /// Metres.
    var visibility: Double?

    enum CodingKeys: String, CodingKey {
      case time, visibility
      case temperature2m = "temperature_2m"
      case relativeHumidity2m = "relative_humidity_2m"
      case dewPoint2m = "dew_point_2m"
      case weatherCode = "weather_code"
      case pressureMSL = "pressure_msl"
      case windSpeed10m = "wind_speed_10m"
      case windDirection10m = "wind_direction_10m"
      case windGusts10m = "wind_gusts_10m"
    }
  }

  /// The `hourly` block: parallel arrays, one value per entry of `time`.
  struct Hourly: Decodable {
    var time: [TimeValue]
    var temperature2m: [Double?]?
    var weatherCode: [Double?]?
    var precipitationProbability: [Double?]?
    /// hPa.
    var pressureMSL: [Double?]?
    var windSpeed10m: [Double?]?
    var windDirection10m: [Double?]?
    var windGusts10m: [Double?]?

    enum CodingKeys: String, CodingKey {
      case time
      case temperature2m = "temperature_2m"
      case weatherCode = "weather_code"
      case precipitationProbability = "precipitation_probability"
      case pressureMSL = "pressure_msl"
      case windSpeed10m = "wind_speed_10m"
      case windDirection10m = "wind_direction_10m"
      case windGusts10m = "wind_gusts_10m"
    }

    /// Every variable with its JSON name, for checking lengths against `time`.
    var columns: [(name: String, count: Int?)] {
      [
        ("temperature_2m", temperature2m?.count), ("weather_code", weatherCode?.count),
        ("precipitation_probability", precipitationProbability?.count),
        ("pressure_msl", pressureMSL?.count), ("wind_speed_10m", windSpeed10m?.count),
        ("wind_direction_10m", windDirection10m?.count),
        ("wind_gusts_10m", windGusts10m?.count),
      ]
    }
  }

  /// The `daily` block: parallel arrays, one value per local day in `time`.
  struct Daily: Decodable {
    var time: [TimeValue]
    var weatherCode: [Double?]?
    var temperature2mMax: [Double?]?
    var temperature2mMin: [Double?]?
    var sunrise: [TimeValue?]?
    var sunset: [TimeValue?]?
    var precipitationProbabilityMax: [Double?]?
    var windSpeed10mMax: [Double?]?
    var windDirection10mDominant: [Double?]?
    var windGusts10mMax: [Double?]?

    enum CodingKeys: String, CodingKey {
      case time, sunrise, sunset
      case weatherCode = "weather_code"
      case temperature2mMax = "temperature_2m_max"
      case temperature2mMin = "temperature_2m_min"
      case precipitationProbabilityMax = "precipitation_probability_max"
      case windSpeed10mMax = "wind_speed_10m_max"
      case windDirection10mDominant = "wind_direction_10m_dominant"
      case windGusts10mMax = "wind_gusts_10m_max"
    }

    /// Every variable with its JSON name, for checking lengths against `time`.
    var columns: [(name: String, count: Int?)] {
      [
        ("weather_code", weatherCode?.count), ("temperature_2m_max", temperature2mMax?.count),
        ("temperature_2m_min", temperature2mMin?.count), ("sunrise", sunrise?.count),
        ("sunset", sunset?.count),
        ("precipitation_probability_max", precipitationProbabilityMax?.count),
        ("wind_speed_10m_max", windSpeed10mMax?.count),
        ("wind_direction_10m_dominant", windDirection10mDominant?.count),
        ("wind_gusts_10m_max", windGusts10mMax?.count),
      ]
    }
  }
}
