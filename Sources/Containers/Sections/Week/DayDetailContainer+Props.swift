import Presentation
import Services
import TextUI

extension DayDetailContainer {
  /// The day detail's props: the hours of day `dayIndex` that fall on that day in the
  /// location's time zone.
  ///
  /// The forecast's hours run from the current hour for two days, in UTC instants; the
  /// day is the local midnight-to-midnight of the place (Toronto's Monday is 05:00Z to
  /// 05:00Z), so hours are matched to it by the location's calendar, never the
  /// machine's.
  ///
  /// - Parameters:
  ///   - state: the weather service's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - dayIndex: which day of the forecast.
  ///   - units: metric or imperial.
  ///   - glyphs: the glyph set in use.
  /// - Returns: a message (loading, failed, no such day, no hours) or the day's hours.
  public static func props(
    state: FetchState<Weather>, active: Location, dayIndex: Int, units: Preferences.Units,
    glyphs: Glyphs
  ) -> DayDetailView.Props {
    guard let fetched = state.latest else {
      let message = state.placeholder(
        loading: .loadingWeather(for: active.name, ellipsis: glyphs.ellipsis))
      return DayDetailView.Props(title: nil, content: .message(message), border: glyphs.border)
    }
    guard fetched.value.daily.indices.contains(dayIndex) else {
      return DayDetailView.Props(title: nil, content: .message(.dayGone), border: glyphs.border)
    }
    let local = LocalTime(timeZoneID: fetched.location.timeZoneID)
    let format = UnitFormatter(units: units, glyphs: glyphs)
    let date = fetched.value.daily[dayIndex].date
    let title = "\(local.date(date)) \(glyphs.dot) \(fetched.location.name)"
    let rows = fetched.value.hourly.indices
      .filter { local.isSameDay(fetched.value.hourly[$0].time, as: date) }
      .map { row(fetched.value.hourly[$0], id: $0, local: local, format: format, glyphs: glyphs) }
    guard !rows.isEmpty else {
      return DayDetailView.Props(
        title: title, content: .message(.noHours), border: glyphs.border)
    }
    return DayDetailView.Props(
      title: title,
      content: .hours(
        DayDetailHourTable.Props(rows: rows, ellipsis: glyphs.ellipsis, border: glyphs.border)),
      border: glyphs.border)
  }

  /// One hour's row. The sky is drawn as night from 18:00 to 06:00, the hours the
  /// forecast's night halves cover.
  static func row(
    _ hour: Weather.Hour, id: Int, local: LocalTime, format: UnitFormatter, glyphs: Glyphs
  ) -> DayDetailHourRow.Props {
    let clockHour = Int(local.hour(hour.time)) ?? 12
    let isNight = clockHour < 6 || clockHour >= 18
    return DayDetailHourRow.Props(
      id: id, hour: local.clock(hour.time),
      symbol: glyphs[hour.condition.symbol(isNight: isNight)], condition: hour.condition.kind,
      temperature: format.temperature(hour.celsius), band: format.band(hour.celsius),
      precipitation: format.percent(hour.precipitationChancePercent),
      wind: hour.wind.map(format.wind) ?? Glyphs.missingValue)
  }
}
