import Foundation

// The query each request carries. Every variable name below is one Open-Meteo's forecast
// API documents (https://open-meteo.com/en/docs): its `current` list, and the note there
// that "every weather variable available in hourly data is available as current condition
// as well" (which covers `dew_point_2m` and `visibility`); its `hourly`, `daily` and
// `minutely_15` lists; and its `past_hours`, `forecast_hours`, `past_minutely_15` and
// `forecast_minutely_15` parameters, which count time steps from the current hour or
// quarter hour. The search parameters are those of https://open-meteo.com/en/docs/geocoding-api.

extension OpenMeteo {
  /// The `current` variables: everything the Now screen shows, and the dew point the
  /// humidex needs.
  static let currentVariables = [
    "temperature_2m", "relative_humidity_2m", "dew_point_2m", "weather_code", "pressure_msl",
    "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "visibility",
  ]

  /// The `hourly` variables: the hourly strip's, and `pressure_msl` for the tendency.
  static let hourlyVariables = [
    "temperature_2m", "weather_code", "precipitation_probability", "pressure_msl",
    "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
  ]

  /// The `daily` variables: today's sun and extremes, and the halves of days beyond the
  /// hourly range.
  static let dailyVariables = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset",
    "precipitation_probability_max", "wind_speed_10m_max", "wind_direction_10m_dominant",
    "wind_gusts_10m_max",
  ]

  /// Hours of the past in the hourly block: enough for ``PressureTendency`` to find the
  /// pressure three hours ago, with room for a current time late in its hour.
  static let pastHours = 6
  /// Hours of the future in the hourly block, counted from the current hour: a week.
  static let forecastHours = 168
  /// Days in the daily block.
  static let forecastDays = 7

  /// Quarter hours of the past in a radar request.
  static let radarPastSteps = 4
  /// Quarter hours from the current one on in a radar request: with ``radarPastSteps``,
  /// 8 frames 15 minutes apart, an hour back and 45 minutes ahead.
  static let radarForecastSteps = 4

  /// The query items of a `/v1/forecast` request for `location` (without the key).
  ///
  /// Times come back as `unixtime`, in the location's `timezone` (which sets the daily
  /// block's local days); speeds in km/h and temperatures in °C, the units Stratus
  /// stores. Setting `past_hours` makes the hourly block count from the current hour, so
  /// `forecast_hours` says explicitly how far it runs.
  ///
  /// ```
  /// latitude=43.6532&longitude=-79.3832&current=temperature_2m,…&hourly=…&daily=…
  /// &timezone=America/Toronto&forecast_days=7&past_hours=6&forecast_hours=168
  /// &wind_speed_unit=kmh&temperature_unit=celsius&timeformat=unixtime
  /// ```
  public static func forecastQuery(for location: Location) -> [URLQueryItem] {
    [
      URLQueryItem(name: "latitude", value: coordinate(location.latitude)),
      URLQueryItem(name: "longitude", value: coordinate(location.longitude)),
      URLQueryItem(name: "current", value: currentVariables.joined(separator: ",")),
      URLQueryItem(name: "hourly", value: hourlyVariables.joined(separator: ",")),
      URLQueryItem(name: "daily", value: dailyVariables.joined(separator: ",")),
      URLQueryItem(name: "timezone", value: location.timeZoneID),
      URLQueryItem(name: "forecast_days", value: "\(forecastDays)"),
      URLQueryItem(name: "past_hours", value: "\(pastHours)"),
      URLQueryItem(name: "forecast_hours", value: "\(forecastHours)"),
      URLQueryItem(name: "wind_speed_unit", value: "kmh"),
      URLQueryItem(name: "temperature_unit", value: "celsius"),
      URLQueryItem(name: "timeformat", value: "unixtime"),
    ]
  }

  /// The query items of a `/v1/search` request for `name` (without the key): at most 10
  /// places, named in English, as JSON.
  public static func searchQuery(for name: String) -> [URLQueryItem] {
    [
      URLQueryItem(name: "name", value: name.trimmingCharacters(in: .whitespacesAndNewlines)),
      URLQueryItem(name: "count", value: "10"),
      URLQueryItem(name: "language", value: "en"),
      URLQueryItem(name: "format", value: "json"),
    ]
  }

  /// The query items of the multi-coordinate `/v1/forecast` request that radar is made
  /// of.
  ///
  /// One request carries every point of `grid` around `location` (comma-separated
  /// `latitude` and `longitude` lists, each coordinate to 4 decimals, in
  /// ``RadarGrid/coordinates(around:)`` order) and asks for `minutely_15=precipitation`
  /// over 8 quarter hours, in mm.
  public static func radarQuery(for location: Location, grid: RadarGrid) -> [URLQueryItem] {
    let points = grid.coordinates(around: location)
    return [
      URLQueryItem(
        name: "latitude", value: points.map { coordinate($0.latitude) }.joined(separator: ",")),
      URLQueryItem(
        name: "longitude", value: points.map { coordinate($0.longitude) }.joined(separator: ",")
      ),
      URLQueryItem(name: "minutely_15", value: "precipitation"),
      URLQueryItem(name: "past_minutely_15", value: "\(radarPastSteps)"),
      URLQueryItem(name: "forecast_minutely_15", value: "\(radarForecastSteps)"),
      URLQueryItem(name: "precipitation_unit", value: "mm"),
      URLQueryItem(name: "timeformat", value: "unixtime"),
    ]
  }

  /// A coordinate to 4 decimals (about 10 m), without a trailing exponent or `-0`.
  static func coordinate(_ degrees: Double) -> String {
    guard degrees.isFinite else { return "0" }
    let tenThousandths = Int((min(max(degrees, -1_000), 1_000) * 10_000).rounded())
    let sign = tenThousandths < 0 ? "-" : ""
    let magnitude = abs(tenThousandths)
    let fraction = String(magnitude % 10_000)
    let padded = String(repeating: "0", count: 4 - fraction.count) + fraction
    var text = "\(sign)\(magnitude / 10_000).\(padded)"
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
