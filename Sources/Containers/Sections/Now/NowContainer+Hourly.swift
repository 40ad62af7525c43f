import Foundation
import Presentation
import Services
import TextUI

extension NowContainer {
  /// The most hours the strip shows: the day ahead.
  static let hoursShown = 24

  /// The strip from the hour of the current conditions, at most ``hoursShown`` hours,
  /// split at the first local midnight.
  ///
  /// The start is the data's own "now" (`weather.current.time`, down to its local
  /// hour), never the machine's clock, so the same weather always draws the same strip.
  static func hourly(
    _ weather: Weather, local: LocalTime, format: UnitFormatter
  ) -> HourlyStrip.Props {
    let start = startOfHour(weather.current.time, in: local)
    let shown = weather.hourly.filter { $0.time >= start }.prefix(hoursShown)
    let today = shown.prefix { local.isSameDay($0.time, as: weather.current.time) }
    let tomorrow = shown.dropFirst(today.count)
    func column(_ hour: Weather.Hour) -> HourlyStrip.Hour {
      HourlyStrip.Hour(
        id: Int(hour.time.timeIntervalSince1970),
        hour: local.hour(hour.time),
        symbol: format.glyphs[
          hour.condition.symbol(isNight: isNight(hour.time, today: weather.today, local: local))],
        condition: hour.condition.kind,
        temperature: format.temperature(hour.celsius),
        band: format.band(hour.celsius),
        precipitation: format.percent(hour.precipitationChancePercent))
    }
    return HourlyStrip.Props(
      today: today.map(column), tomorrow: tomorrow.map(column), border: format.glyphs.border)
  }

  /// The start of `date`'s hour on the place's clock (in a zone offset by half an
  /// hour, that is not the start of the UTC hour).
  static func startOfHour(_ date: Date, in local: LocalTime) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = local.timeZone
    return calendar.dateInterval(of: .hour, for: date)?.start ?? date
  }

  /// Whether `date` falls in the dark, judged by the time of day of today's sunrise
  /// and sunset (close enough for tomorrow's hours too).
  ///
  /// In the polar night or under the midnight sun there is no sunrise or sunset; the
  /// hours from 18:00 to 06:00 are then drawn as night, which beats a sun glyph at
  /// midnight.
  static func isNight(_ date: Date, today: Weather.Today, local: LocalTime) -> Bool {
    let minute = local.minuteOfDay(date)
    guard let sunrise = today.sunrise, let sunset = today.sunset else {
      return minute < 6 * 60 || minute >= 18 * 60
    }
    return minute < local.minuteOfDay(sunrise) || minute >= local.minuteOfDay(sunset)
  }
}
