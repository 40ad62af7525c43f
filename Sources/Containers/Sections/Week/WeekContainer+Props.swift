import Presentation
import Services
import TextUI

extension WeekContainer {
  /// The Week screen's props for a fetch state, units and selection: pure, so a test
  /// checks every state without a renderer or a service.
  ///
  /// Days and times are those of the forecast's location, whatever the machine's zone.
  /// A selection past the last day (the forecast got shorter) shows the last day, and a
  /// half that the day does not have falls back to the half it has.
  ///
  /// - Parameters:
  ///   - state: the weather service's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - units: metric or imperial.
  ///   - selectedDay: the Week state's selected day index.
  ///   - isNightShown: whether the Week state asks for the night half.
  ///   - glyphs: the glyph set in use.
  /// - Returns: a message (loading, failed, no days) or the week with its selected half.
  public static func props(
    state: FetchState<Weather>, active: Location, units: Preferences.Units, selectedDay: Int,
    isNightShown: Bool, glyphs: Glyphs
  ) -> WeekView.Props {
    guard let fetched = state.latest else {
      let message = state.placeholder(
        loading: .loadingWeather(for: active.name, ellipsis: glyphs.ellipsis))
      return WeekView.Props(content: .message(message), border: glyphs.border)
    }
    guard !fetched.value.daily.isEmpty else {
      return WeekView.Props(content: .message(.noDays), border: glyphs.border)
    }
    let days = fetched.value.daily
    let selected = min(max(selectedDay, 0), days.count - 1)
    let local = LocalTime(timeZoneID: fetched.location.timeZoneID)
    let format = UnitFormatter(units: units, glyphs: glyphs)
    let day = days[selected]
    // The half asked for when the day has it, otherwise the one it has.
    let showsNight = isNightShown ? day.night != nil : day.day == nil
    let half = showsNight ? day.night : day.day
    let title = [local.date(day.date), showsNight ? "Night" : "Day", fetched.location.name]
      .joined(separator: " \(glyphs.dot) ")
    return WeekView.Props(
      content: .forecast(
        WeekView.Forecast(
          title: title,
          picker: WeekDayPicker.Props(
            days: days.indices.map { index in
              cell(
                days[index], index: index, isSelected: index == selected, local: local,
                format: format, glyphs: glyphs)
            },
            pointer: glyphs.pointer),
          halfSwitch: WeekHalfSwitch.Props(
            isNightShown: showsNight, isEnabled: day.day != nil && day.night != nil,
            pointer: glyphs.pointer),
          panel: panel(half, isNight: showsNight, format: format, glyphs: glyphs),
          description: WeekDescription.Props(text: half?.description))),
      border: glyphs.border)
  }

  /// A day of the picker: "Sun 22", the sky of its day half (or of its night when the
  /// day half is over) and its high and low, each with its band.
  static func cell(
    _ day: Weather.Day, index: Int, isSelected: Bool, local: LocalTime, format: UnitFormatter,
    glyphs: Glyphs
  ) -> WeekDayCell.Props {
    let sky = day.day.map { ($0, false) } ?? day.night.map { ($0, true) }
    return WeekDayCell.Props(
      id: index, weekday: local.weekday(day.date), dayOfMonth: local.dayOfMonth(day.date),
      symbol: sky.map { glyphs[$0.0.condition.symbol(isNight: $0.1)] } ?? "  ",
      condition: sky?.0.condition.kind,
      high: format.temperature(day.day?.celsius), highBand: format.band(day.day?.celsius),
      low: format.temperature(day.night?.celsius), lowBand: format.band(day.night?.celsius),
      isSelected: isSelected)
  }

  /// The condition panel for a half-day: its high (day) or low (night).
  static func panel(
    _ half: Weather.Half?, isNight: Bool, format: UnitFormatter, glyphs: Glyphs
  ) -> WeekConditionPanel.Props {
    WeekConditionPanel.Props(
      symbol: half.map { glyphs[$0.condition.symbol(isNight: isNight)] } ?? "  ",
      condition: half?.condition.kind,
      temperature: "\(isNight ? "Low" : "High") \(format.temperature(half?.celsius))",
      band: format.band(half?.celsius),
      summary: half?.summary ?? "No forecast",
      precipitation: format.percent(half?.precipitationChancePercent),
      wind: half?.wind.map(format.wind) ?? Glyphs.missingValue)
  }
}
