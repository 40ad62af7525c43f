import Foundation

/// The day and night halves of each day: a derivation, since Open-Meteo forecasts hours and
/// whole days but Stratus shows a day and a night, as Canadian forecasts do.
///
/// In the location's local time, a day's **day half** runs from 06:00 to 18:00 and its
/// **night half** from 18:00 to 06:00 the next morning. Only hours at or after the current
/// hour count, so the past is never forecast: an afternoon forecast's first day half has
/// just the hours left, and an evening forecast's first day has only a night half. A half
/// with no hours is `nil`.
///
/// A half made from hours is summed up as follows:
///
/// - **condition**: the most frequent one; a tie goes to the more severe (see
///   ``WeatherCondition/severity``);
/// - **celsius**: the highest temperature of a day half, the lowest of a night half;
/// - **precipitation chance**: the highest of its hours;
/// - **wind**: the strongest hourly speed with that hour's direction, and the strongest gust
///   of any hour;
/// - **summary**: the condition's summary ("Rain showers");
/// - **description**: a sentence from the conditions at the start and the end of the half,
///   such as "Overcast, becoming rain showers later." It never contains a number with a
///   unit, because the unit is the user's choice and the containers convert it.
///
/// Hours whose `weather_code` is `null` are left out, and the hourly range ends at the last
/// hour that has one. A day that starts after that (06:00 later than the last such hour)
/// takes its day half from the `daily` block instead (`weather_code`, `temperature_2m_max`,
/// `precipitation_probability_max`, the day's strongest wind and gust and its dominant
/// direction) and has no night half, because a daily minimum is usually the morning's, not
/// the coming night's.
enum DayHalves {
  /// The local hour a day half starts and a night half ends.
  static let dayStartHour = 6
  /// The local hour a night half starts and a day half ends.
  static let nightStartHour = 18

  /// One ``Weather/Day`` per daily entry, at most `limit`.
  ///
  /// - Parameters:
  ///   - days: the daily entries, whose dates are local midnights.
  ///   - hours: the hourly entries.
  ///   - currentHour: the first hour that counts.
  ///   - calendar: a Gregorian calendar in the location's time zone.
  /// - Complexity: O(*d* × *h*) for *d* days and *h* hours.
  static func days(
    _ days: [DaySample], hours: [HourSample], from currentHour: Date, calendar: Calendar,
    limit: Int = 7
  ) -> [Weather.Day] {
    let counted = hours.filter { $0.time >= currentHour && $0.condition != nil }
    let lastHour = counted.map(\.time).max()
    return days.prefix(limit).map { sample in
      guard let dayStart = time(dayStartHour, of: sample.date, calendar: calendar),
        let nightStart = time(nightStartHour, of: sample.date, calendar: calendar),
        let nextDay = calendar.date(byAdding: .day, value: 1, to: sample.date),
        let nightEnd = time(dayStartHour, of: nextDay, calendar: calendar)
      else { return Weather.Day(date: sample.date) }
      guard let lastHour, dayStart <= lastHour else {
        return Weather.Day(date: sample.date, day: dayHalf(from: sample))
      }
      return Weather.Day(
        date: sample.date,
        day: half(
          from: counted.filter { dayStart <= $0.time && $0.time < nightStart }, isDay: true),
        night: half(
          from: counted.filter { nightStart <= $0.time && $0.time < nightEnd }, isDay: false))
    }
  }

  /// A half summed up from its hours, or `nil` when none has a condition.
  static func half(from hours: [HourSample], isDay: Bool) -> Weather.Half? {
    let known = hours.filter { $0.condition != nil }
    let conditions = known.compactMap(\.condition)
    guard let start = conditions.first, let end = conditions.last,
      let condition = prevailingCondition(conditions)
    else { return nil }
    let temperatures = known.compactMap(\.celsius)
    let winds = known.compactMap(\.wind)
    let strongest = winds.max { $0.kilometresPerHour < $1.kilometresPerHour }
    return Weather.Half(
      summary: condition.summary,
      description: description(start: start, end: end, prevailing: condition, isDay: isDay),
      condition: condition,
      celsius: isDay ? temperatures.max() : temperatures.min(),
      precipitationChancePercent: known.compactMap(\.precipitationChancePercent).max(),
      wind: strongest.map {
        Wind(
          kilometresPerHour: $0.kilometresPerHour, directionDegrees: $0.directionDegrees,
          gustKilometresPerHour: winds.compactMap(\.gustKilometresPerHour).max())
      })
  }

  /// The day half of a day beyond the hourly range, from its daily entry; `nil` when the
  /// day has no weather code.
  static func dayHalf(from day: DaySample) -> Weather.Half? {
    guard let condition = day.condition else { return nil }
    return Weather.Half(
      summary: condition.summary, description: "\(condition.summary).", condition: condition,
      celsius: day.highCelsius, precipitationChancePercent: day.precipitationChancePercent,
      wind: day.wind)
  }

  /// The most frequent condition; a tie goes to the more severe.
  static func prevailingCondition(_ conditions: [WeatherCondition]) -> WeatherCondition? {
    var counts: [WeatherCondition: Int] = [:]
    for condition in conditions { counts[condition, default: 0] += 1 }
    return counts.max { lhs, rhs in
      (lhs.value, lhs.key.severity) < (rhs.value, rhs.key.severity)
    }?.key
  }

  /// A unit-free sentence for a half:
  ///
  /// - the same condition throughout: "Overcast.";
  /// - a change: "Overcast, becoming rain showers later." ("… overnight." for a night);
  /// - the same at both ends but mostly something else: "Overcast, with rain at times."
  static func description(
    start: WeatherCondition, end: WeatherCondition, prevailing: WeatherCondition, isDay: Bool
  ) -> String {
    if start != end {
      return
        "\(start.summary), becoming \(end.summary.lowercased()) \(isDay ? "later" : "overnight")."
    }
    if prevailing != start {
      return "\(start.summary), with \(prevailing.summary.lowercased()) at times."
    }
    return "\(start.summary)."
  }

  // MARK: - Private

  private static func time(_ hour: Int, of date: Date, calendar: Calendar) -> Date? {
    calendar.date(bySettingHour: hour, minute: 0, second: 0, of: date)
  }
}
