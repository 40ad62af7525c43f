import Foundation

extension ForecastResponse {
  /// The most hours ``Weather/hourly`` holds.
  static let hourLimit = 48
  /// The most days ``Weather/daily`` holds.
  static let dayLimit = 7

  /// Stratus's weather for `location` from this reply.
  ///
  /// - **current**: the `current` block. Pressure is converted from hPa to kPa (÷ 10) and
  ///   visibility from metres to km (÷ 1000); the summary is the weather code's
  ///   (``WeatherCondition/summary``); the pressure tendency and the feels-like index are
  ///   derived (``PressureTendency``, ``FeelsLike/index(celsius:dewPointCelsius:windKilometresPerHour:)``). When `current.weather_code` is
  ///   `null` or missing, the current hour's code stands in for it.
  /// - **today**: sunrise, sunset, high and low from the first daily entry.
  /// - **hourly**: the hours from the current hour on (the latest hourly time not after
  ///   `current.time`), at most 48; an hour whose `weather_code` is `null` is left out,
  ///   since it has no sky to draw.
  /// - **daily**: the first 7 daily entries, each with its day and night halves
  ///   (``DayHalves``).
  /// - **alerts**: always empty, because Open-Meteo publishes no weather alerts.
  ///
  /// Any other `null` or missing variable is `nil` in the result. Local times (day halves,
  /// daily dates) are in the location's time zone, falling back to the reply's offset when
  /// `location.timeZoneID` is not a known zone.
  ///
  /// - Throws: ``OpenMeteo/FormatError`` for a number out of its plausible range
  ///   (``checkPlausible()``), an unreadable time, an unknown weather code, arrays of
  ///   different lengths, or no weather code for now at all.
  func weather(for location: Location) throws(OpenMeteo.FormatError) -> Weather {
    try checkPlausible()
    let hours = try hourSamples()
    let days = try daySamples()
    let now = try current.time.date(path: "current.time", utcOffsetSeconds: utcOffset)
    let currentHour = hours.lazy.map(\.time).filter { $0 <= now }.max() ?? now
    let hourNow = hours.first { $0.time == currentHour }

    let condition =
      try OpenMeteo.condition(wmoCode: current.weatherCode, path: "current.weather_code")
      ?? hourNow?.condition
    guard let condition else {
      throw OpenMeteo.FormatError(
        "missing 'current.weather_code' (and no hourly weather_code for the current hour)")
    }

    let threeHoursEarlier = currentHour.addingTimeInterval(-Double(PressureTendency.hours) * 3600)
    let pressureNow =
      OpenMeteo.kilopascals(hectopascals: current.pressureMSL) ?? hourNow?.pressureKilopascals
    let pressureEarlier = hours.first { $0.time == threeHoursEarlier }?.pressureKilopascals

    let weatherNow = Weather.Current(
      time: now, condition: condition, summary: condition.summary,
      celsius: current.temperature2m,
      feelsLike: FeelsLike.index(
        celsius: current.temperature2m, dewPointCelsius: current.dewPoint2m,
        windKilometresPerHour: current.windSpeed10m),
      humidityPercent: OpenMeteo.percent(current.relativeHumidity2m),
      pressure: pressureNow.map {
        Pressure(
          kilopascals: $0,
          tendency: PressureTendency.tendency(now: $0, earlier: pressureEarlier))
      },
      wind: OpenMeteo.wind(
        speed: current.windSpeed10m, direction: current.windDirection10m,
        gust: current.windGusts10m),
      visibilityKilometres: OpenMeteo.kilometres(metres: current.visibility),
      dewPointCelsius: current.dewPoint2m)

    let first = days.first
    return Weather(
      current: weatherNow,
      today: Weather.Today(
        sunrise: first?.sunrise, sunset: first?.sunset, highCelsius: first?.highCelsius,
        lowCelsius: first?.lowCelsius),
      hourly: Array(
        hours.lazy.filter { $0.time >= currentHour }.compactMap(Self.hour).prefix(Self.hourLimit)),
      daily: DayHalves.days(
        days, hours: hours, from: currentHour, calendar: calendar(for: location),
        limit: Self.dayLimit),
      alerts: [])
  }

  // MARK: - Private

  private static func hour(_ sample: HourSample) -> Weather.Hour? {
    sample.condition.map {
      Weather.Hour(
        time: sample.time, condition: $0, celsius: sample.celsius,
        precipitationChancePercent: sample.precipitationChancePercent, wind: sample.wind)
    }
  }

  /// A Gregorian calendar in the location's zone, else the reply's offset, else UTC.
  private func calendar(for location: Location) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone =
      TimeZone(identifier: location.timeZoneID)
      ?? utcOffset.flatMap { TimeZone(secondsFromGMT: $0) }
      ?? TimeZone(secondsFromGMT: 0)!
    return calendar
  }
}
