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
    let start = local.startOfHour(weather.current.time)
    let shown = weather.hourly.filter { $0.time >= start }.prefix(hoursShown)
    let today = local.wallClock(weather.current.time).day
    let hours = shown.map { (hour: $0, time: local.wallClock($0.time)) }
    let todaysCount = hours.prefix { $0.time.day == today }.count
    let daylight = Daylight(weather.today, local: local)
    func column(_ hour: Weather.Hour, at time: LocalTime.WallClock) -> HourlyStrip.Hour {
      HourlyStrip.Hour(
        id: Int(hour.time.timeIntervalSince1970),
        hour: LocalTime.hour(of: time),
        symbol: format.glyphs[
          hour.condition.symbol(isNight: daylight.isNight(atMinute: time.minuteOfDay))],
        condition: hour.condition.kind,
        temperature: format.temperature(hour.celsius),
        band: format.band(hour.celsius),
        precipitation: format.percent(hour.precipitationChancePercent))
    }
    return HourlyStrip.Props(
      today: hours.prefix(todaysCount).map { column($0.hour, at: $0.time) },
      tomorrow: hours.dropFirst(todaysCount).map { column($0.hour, at: $0.time) },
      border: format.glyphs.border)
  }

  /// When the strip draws an hour's sky as night, by the time of day of today's sunrise
  /// and sunset (close enough for tomorrow's hours too).
  ///
  /// In the polar night or under the midnight sun there is no sunrise or sunset; the
  /// hours from 18:00 to 06:00 are then drawn as night, which beats a sun glyph at
  /// midnight.
  struct Daylight {
    /// Minutes since local midnight at which the day starts and the night does.
    let sunrise: Int
    let sunset: Int

    init(_ today: Weather.Today, local: LocalTime) {
      if let sunrise = today.sunrise, let sunset = today.sunset {
        self.sunrise = local.minuteOfDay(sunrise)
        self.sunset = local.minuteOfDay(sunset)
      } else {
        (sunrise, sunset) = (6 * 60, 18 * 60)
      }
    }

    /// Whether `minute` (since local midnight) falls in the dark.
    func isNight(atMinute minute: Int) -> Bool {
      minute < sunrise || minute >= sunset
    }
  }
}
