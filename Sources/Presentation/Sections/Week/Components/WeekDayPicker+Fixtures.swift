import TextUI

/// Named sample weeks, as the Week container makes them from `Weather.fixtures` at
/// Sunday 22 November 2026, 20:00 UTC.
extension WeekDayPicker.Props {
  /// Toronto's week, Sunday selected.
  public static let toronto = WeekDayPicker.Props(
    days: [
      .torontoSunday,
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "❄️", temperatures: "1°/-4°",
        isSelected: false),
      .torontoTuesday,
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "🌧️", temperatures: "3°/1°",
        isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "🌧️", temperatures: "6°/2°",
        isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "⛅", temperatures: "7°/1°",
        isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "🌧️", temperatures: "6°/2°",
        isSelected: false),
    ],
    pointer: "▸")

  /// Toronto's week with Saturday, the last day, selected: the day a narrow row would
  /// cut off first.
  public static let torontoSaturday = toronto.selecting(6)

  /// São Paulo's week: Sunday has only its night, so no day high.
  public static let saoPaulo = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "⛈️", temperatures: "--/17°",
        isSelected: true),
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "🌧️", temperatures: "25°/19°",
        isSelected: false),
      .init(
        id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "🌦️", temperatures: "25°/20°",
        isSelected: false),
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "🌧️", temperatures: "27°/17°",
        isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "🌧️", temperatures: "27°/19°",
        isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "⛈️", temperatures: "25°/17°",
        isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "☁️", temperatures: "25°/17°",
        isSelected: false),
    ],
    pointer: "▸")

  /// Llanfairpwll's week, in a gale: Sunday has only its night.
  public static let llanfairpwll = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "🌧️", temperatures: "--/7°",
        isSelected: true),
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "🌧️", temperatures: "10°/7°",
        isSelected: false),
      .init(
        id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "☁️", temperatures: "10°/7°",
        isSelected: false),
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "🌧️", temperatures: "10°/8°",
        isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "🌧️", temperatures: "10°/7°",
        isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "🌦️", temperatures: "10°/6°",
        isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "🌧️", temperatures: "9°/7°",
        isSelected: false),
    ],
    pointer: "▸")

  /// 서울's week, which starts on Monday (it is already 05:00 on Monday there).
  public static let seoul = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Mon", dayOfMonth: "23", symbol: "🌧️", temperatures: "7°/0°",
        isSelected: true),
      .init(
        id: 1, weekday: "Tue", dayOfMonth: "24", symbol: "☀️", temperatures: "6°/1°",
        isSelected: false),
      .init(
        id: 2, weekday: "Wed", dayOfMonth: "25", symbol: "🌦️", temperatures: "7°/0°",
        isSelected: false),
      .init(
        id: 3, weekday: "Thu", dayOfMonth: "26", symbol: "🌦️", temperatures: "7°/2°",
        isSelected: false),
      .init(
        id: 4, weekday: "Fri", dayOfMonth: "27", symbol: "🌧️", temperatures: "6°/-1°",
        isSelected: false),
      .init(
        id: 5, weekday: "Sat", dayOfMonth: "28", symbol: "☀️", temperatures: "5°/1°",
        isSelected: false),
      .init(
        id: 6, weekday: "Sun", dayOfMonth: "29", symbol: "🌧️", temperatures: "8°/0°",
        isSelected: false),
    ],
    pointer: "▸")

  /// Toronto's week in the ASCII glyph set.
  public static let torontoASCII = WeekDayPicker.Props(
    days: [
      .init(
        id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "**", temperatures: "-2/-4",
        isSelected: true),
      .init(
        id: 1, weekday: "Mon", dayOfMonth: "23", symbol: "**", temperatures: "1/-4",
        isSelected: false),
      .init(
        id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "O~", temperatures: "3/-2",
        isSelected: false),
      .init(
        id: 3, weekday: "Wed", dayOfMonth: "25", symbol: "//", temperatures: "3/1",
        isSelected: false),
      .init(
        id: 4, weekday: "Thu", dayOfMonth: "26", symbol: "//", temperatures: "6/2",
        isSelected: false),
      .init(
        id: 5, weekday: "Fri", dayOfMonth: "27", symbol: "O~", temperatures: "7/1",
        isSelected: false),
      .init(
        id: 6, weekday: "Sat", dayOfMonth: "28", symbol: "//", temperatures: "6/2",
        isSelected: false),
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
