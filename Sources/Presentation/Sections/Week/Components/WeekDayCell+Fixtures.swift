import TextUI

/// Named sample days, shared by previews, snapshot tests and the day picker's fixtures.
extension WeekDayCell.Props {
  /// Toronto's Sunday 22 November, in a winter storm, selected.
  public static let torontoSunday = WeekDayCell.Props(
    id: 0, weekday: "Sun", dayOfMonth: "22", symbol: "❄️", condition: .snow, high: "-2°",
    highBand: .freezing, low: "-4°", lowBand: .freezing, isSelected: true)

  /// Toronto's Tuesday 24 November, clearing, not selected.
  public static let torontoTuesday = WeekDayCell.Props(
    id: 2, weekday: "Tue", dayOfMonth: "24", symbol: "⛅", condition: .cloudy, high: "3°",
    highBand: .cold, low: "-2°", lowBand: .freezing, isSelected: false)
}

extension WeekDayCell: Previewable {
  public static let fixtures: [Fixture<WeekDayCell>] = [
    Fixture("detailed", WeekDayCell(props: .torontoSunday, style: .detailed, pointer: "▸")),
    Fixture("regular", WeekDayCell(props: .torontoTuesday, style: .regular, pointer: "▸")),
    Fixture("compactASCII", WeekDayCell(props: .torontoSunday, style: .compact, pointer: ">")),
  ]
}
