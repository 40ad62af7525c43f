import Foundation

/// One entry of the `hourly` block, checked and in Stratus's units.
struct HourSample: Equatable {
  var time: Date
  /// `nil` where `weather_code` is `null` or missing.
  var condition: WeatherCondition?
  var celsius: Double?
  var precipitationChancePercent: Int?
  var pressureKilopascals: Double?
  var wind: Wind?
}

/// One entry of the `daily` block, checked and in Stratus's units.
struct DaySample: Equatable {
  /// Local midnight at the start of the day.
  var date: Date
  var condition: WeatherCondition?
  var highCelsius: Double?
  var lowCelsius: Double?
  var sunrise: Date?
  var sunset: Date?
  var precipitationChancePercent: Int?
  /// The day's strongest wind, its dominant direction and strongest gust.
  var wind: Wind?
}

extension ForecastResponse {
  /// The reply's offset as whole seconds, when it has a plausible one (within ±18 hours).
  var utcOffset: Int? {
    guard let utcOffsetSeconds, abs(utcOffsetSeconds) <= 18 * 3600 else { return nil }
    return Int(utcOffsetSeconds)
  }

  /// The hourly entries, in the reply's order.
  ///
  /// - Throws: ``OpenMeteo/FormatError`` when a variable's length differs from `time`'s,
  ///   a time cannot be read, or a weather code is not a WMO code.
  func hourSamples() throws(OpenMeteo.FormatError) -> [HourSample] {
    let times = try OpenMeteo.dates(hourly.time, block: "hourly", utcOffsetSeconds: utcOffset)
    try OpenMeteo.checkLengths(block: "hourly", count: times.count, columns: hourly.columns)
    var samples: [HourSample] = []
    samples.reserveCapacity(times.count)
    for (index, time) in times.enumerated() {
      let code = OpenMeteo.value(hourly.weatherCode, index)
      samples.append(
        HourSample(
          time: time,
          condition: try OpenMeteo.condition(
            wmoCode: code, path: "hourly.weather_code[\(index)]"),
          celsius: OpenMeteo.value(hourly.temperature2m, index),
          precipitationChancePercent: OpenMeteo.percent(
            OpenMeteo.value(hourly.precipitationProbability, index)),
          pressureKilopascals: OpenMeteo.kilopascals(
            hectopascals: OpenMeteo.value(hourly.pressureMSL, index)),
          wind: OpenMeteo.wind(
            speed: OpenMeteo.value(hourly.windSpeed10m, index),
            direction: OpenMeteo.value(hourly.windDirection10m, index),
            gust: OpenMeteo.value(hourly.windGusts10m, index))))
    }
    return samples
  }

  /// The daily entries, in the reply's order.
  ///
  /// - Throws: ``OpenMeteo/FormatError`` as ``hourSamples()`` does.
  func daySamples() throws(OpenMeteo.FormatError) -> [DaySample] {
    let dates = try OpenMeteo.dates(daily.time, block: "daily", utcOffsetSeconds: utcOffset)
    try OpenMeteo.checkLengths(block: "daily", count: dates.count, columns: daily.columns)
    var samples: [DaySample] = []
    for (index, date) in dates.enumerated() {
      samples.append(
        DaySample(
          date: date,
          condition: try OpenMeteo.condition(
            wmoCode: OpenMeteo.value(daily.weatherCode, index),
            path: "daily.weather_code[\(index)]"),
          highCelsius: OpenMeteo.value(daily.temperature2mMax, index),
          lowCelsius: OpenMeteo.value(daily.temperature2mMin, index),
          sunrise: try sunEvent(daily.sunrise, index, name: "sunrise"),
          sunset: try sunEvent(daily.sunset, index, name: "sunset"),
          precipitationChancePercent: OpenMeteo.percent(
            OpenMeteo.value(daily.precipitationProbabilityMax, index)),
          wind: OpenMeteo.wind(
            speed: OpenMeteo.value(daily.windSpeed10mMax, index),
            direction: OpenMeteo.value(daily.windDirection10mDominant, index),
            gust: OpenMeteo.value(daily.windGusts10mMax, index))))
    }
    return samples
  }

  private func sunEvent(_ column: [TimeValue?]?, _ index: Int, name: String)
    throws(OpenMeteo.FormatError) -> Date?
  {
    guard let column, index < column.count, let value = column[index] else { return nil }
    return try value.date(path: "daily.\(name)[\(index)]", utcOffsetSeconds: utcOffset)
  }
}

// MARK: - Values

extension OpenMeteo {
  /// The value at `index`, or `nil` when the variable is missing or the value is `null`.
  static func value(_ column: [Double?]?, _ index: Int) -> Double? {
    guard let column, column.indices.contains(index) else { return nil }
    return column[index]
  }

  /// Pressure in kPa from Open-Meteo's hPa (÷ 10), to 0.01 kPa: the 0.1 hPa Open-Meteo
  /// reports, without a binary fraction's trailing digits (1013.2 hPa is 101.32 kPa).
  static func kilopascals(hectopascals: Double?) -> Double? {
    hectopascals.map { ($0 * 10).rounded() / 100 }
  }

  /// Visibility in km from Open-Meteo's metres (÷ 1000).
  static func kilometres(metres: Double?) -> Double? {
    metres.map { $0 / 1000 }
  }

  /// A percentage rounded to a whole number, or `nil` for a value no percentage could be.
  static func percent(_ value: Double?) -> Int? {
    guard let value, value.isFinite, abs(value) < 1_000_000 else { return nil }
    return Int(value.rounded())
  }

  /// Wind from its parts; `nil` without a speed, since a direction alone says nothing.
  static func wind(speed: Double?, direction: Double?, gust: Double?) -> Wind? {
    guard let speed else { return nil }
    return Wind(kilometresPerHour: speed, directionDegrees: direction, gustKilometresPerHour: gust)
  }

  /// The condition for a `weather_code` value, `nil` for `null`.
  ///
  /// - Throws: ``FormatError`` naming `path` and the code when it is not one of the WMO
  ///   codes ``WeatherCondition/init(wmoCode:)`` knows.
  static func condition(wmoCode: Double?, path: String) throws(FormatError) -> WeatherCondition? {
    guard let wmoCode else { return nil }
    guard wmoCode.rounded() == wmoCode, abs(wmoCode) < 1_000_000,
      let condition = WeatherCondition(wmoCode: Int(wmoCode))
    else {
      let shown =
        wmoCode.rounded() == wmoCode && abs(wmoCode) < 1e15 ? "\(Int(wmoCode))" : "\(wmoCode)"
      throw FormatError("\(path): \(shown) is not a WMO weather code")
    }
    return condition
  }

  /// A block's times as instants.
  ///
  /// - Throws: ``FormatError`` for a time that cannot be read, or one of the other form
  ///   than the first (`hourly.time[3]: expected a number`).
  static func dates(_ times: [TimeValue], block: String, utcOffsetSeconds: Int?)
    throws(FormatError) -> [Date]
  {
    let unix = times.first?.isUnix ?? true
    var dates: [Date] = []
    dates.reserveCapacity(times.count)
    for (index, time) in times.enumerated() {
      let path = "\(block).time[\(index)]"
      guard time.isUnix == unix else {
        throw FormatError(
          "\(path): expected \(unix ? "a number" : "a string") like \(block).time[0]")
      }
      dates.append(try time.date(path: path, utcOffsetSeconds: utcOffsetSeconds))
    }
    return dates
  }

  /// Checks that every variable of a block has one value per time.
  ///
  /// - Throws: ``FormatError`` such as
  ///   `hourly.temperature_2m has 167 values but hourly.time has 168`.
  static func checkLengths(block: String, count: Int, columns: [(name: String, count: Int?)])
    throws(FormatError)
  {
    for column in columns {
      if let values = column.count, values != count {
        throw FormatError(
          "\(block).\(column.name) has \(values) values but \(block).time has \(count)")
      }
    }
  }
}
