import TextUI

/// Named sample weeks, as the Week container makes them from `Weather.fixtures` at
/// Sunday 22 November 2026, 20:00 UTC.
extension WeekDayPicker.Props {
  /// Toronto's week, Sunday selected.
  public static let toronto = WeekDayPicker.Props(
    days: [
      .torontoSunday,
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "❄️", condition: .snow, high: "1°",
        highBand: .cold, low: "-4°", lowBand: .freezing, isSelected: false),
      .torontoTuesday,
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "🌧️", condition: .rain, high: "3°",
        highBand: .cold, low: "1°", lowBand: .cold, isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "🌧️", condition: .rain, high: "6°",
        highBand: .cold, low: "2°", lowBand: .cold, isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "⛅", condition: .cloudy, high: "7°",
        highBand: .cold, low: "1°", lowBand: .cold, isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "🌧️", condition: .rain, high: "6°",
        highBand: .cold, low: "2°", lowBand: .cold, isSelected: false),
    ],
    pointer: "▸")

  /// Toronto's week with Saturday, the last day, selected: the day a narrow row would
  /// cut off first.
  public static let torontoSaturday = toronto.selecting(6)

  /// São Paulo's week: Sunday has only its night, so no day high.
  public static let saoPaulo = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "⛈️", condition: .storm,
        high: Glyphs.missingValue,
        highBand: nil, low: "17°", lowBand: .mild, isSelected: true),
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "🌧️", condition: .rain, high: "25°",
        highBand: .warm, low: "19°", lowBand: .mild, isSelected: false),
      .init(
        id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "🌦️", condition: .rain, high: "25°",
        highBand: .warm, low: "20°", lowBand: .warm, isSelected: false),
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "🌧️", condition: .rain, high: "27°",
        highBand: .warm, low: "17°", lowBand: .mild, isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "🌧️", condition: .rain, high: "27°",
        highBand: .warm, low: "19°", lowBand: .mild, isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "⛈️", condition: .storm, high: "25°",
        highBand: .warm, low: "17°", lowBand: .mild, isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "☁️", condition: .cloudy, high: "25°",
        highBand: .warm, low: "17°", lowBand: .mild, isSelected: false),
    ],
    pointer: "▸")

  /// Llanfairpwll's week, in a gale: Sunday has only its night.
  public static let llanfairpwll = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "🌧️", condition: .rain,
        high: Glyphs.missingValue,
        highBand: nil, low: "7°", lowBand: .cold, isSelected: true),
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "🌧️", condition: .rain, high: "10°",
        highBand: .cold, low: "7°", lowBand: .cold, isSelected: false),
      .init(
        id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "☁️", condition: .cloudy, high: "10°",
        highBand: .mild, low: "7°", lowBand: .cold, isSelected: false),
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "🌧️", condition: .rain, high: "10°",
        highBand: .mild, low: "8°", lowBand: .cold, isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "🌧️", condition: .rain, high: "10°",
        highBand: .cold, low: "7°", lowBand: .cold, isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "🌦️", condition: .rain, high: "10°",
        highBand: .cold, low: "6°", lowBand: .cold, isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "🌧️", condition: .rain, high: "9°",
        highBand: .cold, low: "7°", lowBand: .cold, isSelected: false),
    ],
    pointer: "▸")

  /// 서울's week, which starts on Monday (it is already 05:00 on Monday there).
  public static let seoul = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Mon", dayOfMonth: "23", symbol: "🌧️", condition: .rain, high: "7°",
        highBand: .cold, low: "0°", lowBand: .freezing, isSelected: true),
      .init(
        id: 1, weekday: "Tue", dayOfMonth: "24", symbol: "☀️", condition: .clear, high: "6°",
        highBand: .cold, low: "1°", lowBand: .cold, isSelected: false),
      .init(
        id: 2, weekday: "Wed", dayOfMonth: "25", symbol: "🌦️", condition: .rain, high: "7°",
        highBand: .cold, low: "0°", lowBand: .freezing, isSelected: false),
      .init(
        id: 3, weekday: "Thu", dayOfMonth: "26", symbol: "🌦️", condition: .rain, high: "7°",
        highBand: .cold, low: "2°", lowBand: .cold, isSelected: false),
      .init(
        id: 4, weekday: "Fri", dayOfMonth: "27", symbol: "🌧️", condition: .rain, high: "6°",
        highBand: .cold, low: "-1°", lowBand: .freezing, isSelected: false),
      .init(
        id: 5, weekday: "Sat", dayOfMonth: "28", symbol: "☀️", condition: .clear, high: "5°",
        highBand: .cold, low: "1°", lowBand: .cold, isSelected: false),
      .init(
        id: 6, weekday: "Sun", dayOfMonth: "29", symbol: "🌧️", condition: .rain, high: "8°",
        highBand: .cold, low: "0°", lowBand: .cold, isSelected: false),
    ],
    pointer: "▸")

  /// Toronto's week in the ASCII glyph set.
  public static let torontoASCII = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "**", condition: .snow, high: "-2",
        highBand: .freezing, low: "-4", lowBand: .freezing, isSelected: true),
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "**", condition: .snow, high: "1",
        highBand: .cold, low: "-4", lowBand: .freezing, isSelected: false),
      .init(
        id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "O~", condition: .cloudy, high: "3",
        highBand: .cold, low: "-2", lowBand: .freezing, isSelected: false),
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "//", condition: .rain, high: "3",
        highBand: .cold, low: "1", lowBand: .cold, isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "//", condition: .rain, high: "6",
        highBand: .cold, low: "2", lowBand: .cold, isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "O~", condition: .cloudy, high: "7",
        highBand: .cold, low: "1", lowBand: .cold, isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "//", condition: .rain, high: "6",
        highBand: .cold, low: "2", lowBand: .cold, isSelected: false),
    ],
    pointer: ">")

  /// The same week with day `index` selected instead, as → would leave it.
  func selecting(_ index: Int) -> WeekDayPicker.Props {
    var props = self
    for position in props.days.indices {
      props.days[position].isSelected = props.days[position].id == index
    }
    return props
  }
}

extension WeekDayPicker: Previewable {
  public static let fixtures: [Fixture<WeekDayPicker>] = [
    Fixture("toronto", WeekDayPicker(props: .toronto)),
    Fixture("lastDaySelected", WeekDayPicker(props: .torontoSaturday)),
    Fixture("ascii", WeekDayPicker(props: .torontoASCII)),
  ]
}
