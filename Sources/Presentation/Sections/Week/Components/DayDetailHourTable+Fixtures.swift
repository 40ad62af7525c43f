import TextUI

/// Named days of hours, as the day detail container makes them from `Weather.fixtures`
/// at Sunday 22 November 2026, 20:00 UTC.
extension DayDetailHourTable.Props {
  /// Toronto from 15:00 to the end of Sunday: nine hours of snow.
  public static let toronto = DayDetailHourTable.Props(
    rows: [
      .init(
        id: 0, hour: "15:00", symbol: "❄️", condition: .snow, temperature: "-2°", band: .freezing,
        precipitation: "100%", wind: "NE 48 km/h"),
      .init(
        id: 1, hour: "16:00", symbol: "❄️", condition: .snow, temperature: "-2°", band: .freezing,
        precipitation: "100%", wind: "NE 46 km/h"),
      .init(
        id: 2, hour: "17:00", symbol: "❄️", condition: .snow, temperature: "-2°", band: .freezing,
        precipitation: "100%", wind: "NE 45 km/h"),
      .init(
        id: 3, hour: "18:00", symbol: "❄️", condition: .snow, temperature: "-2°", band: .freezing,
        precipitation: "100%", wind: "NE 43 km/h"),
      .init(
        id: 4, hour: "19:00", symbol: "❄️", condition: .snow, temperature: "-3°", band: .freezing,
        precipitation: "100%", wind: "NE 42 km/h"),
      .init(
        id: 5, hour: "20:00", symbol: "❄️", condition: .snow, temperature: "-3°", band: .freezing,
        precipitation: "100%", wind: "NE 45 km/h"),
      .init(
        id: 6, hour: "21:00", symbol: "❄️", condition: .snow, temperature: "-3°", band: .freezing,
        precipitation: "100%", wind: "ENE 49 km/h"),
      .init(
        id: 7, hour: "22:00", symbol: "❄️", condition: .snow, temperature: "-3°", band: .freezing,
        precipitation: "100%", wind: "ENE 46 km/h"),
      .init(
        id: 8, hour: "23:00", symbol: "❄️", condition: .snow, temperature: "-3°", band: .freezing,
        precipitation: "100%", wind: "ENE 43 km/h"),
    ],
    ellipsis: "…", border: .rounded)

  /// Toronto's whole Monday: 24 hours, the snow ending in the morning.
  public static let torontoTomorrow = DayDetailHourTable.Props(
    rows: [
      .init(
        id: 9, hour: "00:00", symbol: "❄️", condition: .snow, temperature: "-4°", band: .freezing,
        precipitation: "100%", wind: "NE 46 km/h"),
      .init(
        id: 10, hour: "01:00", symbol: "❄️", condition: .snow, temperature: "-4°", band: .freezing,
        precipitation: "100%", wind: "NE 48 km/h"),
      .init(
        id: 11, hour: "02:00", symbol: "❄️", condition: .snow, temperature: "-4°", band: .freezing,
        precipitation: "100%", wind: "NE 45 km/h"),
      .init(
        id: 12, hour: "03:00", symbol: "❄️", condition: .snow, temperature: "-4°", band: .freezing,
        precipitation: "100%", wind: "NE 42 km/h"),
      .init(
        id: 13, hour: "04:00", symbol: "❄️", condition: .snow, temperature: "-4°", band: .freezing,
        precipitation: "100%", wind: "NE 43 km/h"),
      .init(
        id: 14, hour: "05:00", symbol: "❄️", condition: .snow, temperature: "-4°", band: .freezing,
        precipitation: "100%", wind: "NE 45 km/h"),
      .init(
        id: 15, hour: "06:00", symbol: "❄️", condition: .snow, temperature: "-3°", band: .freezing,
        precipitation: "70%", wind: "ENE 38 km/h"),
      .init(
        id: 16, hour: "07:00", symbol: "❄️", condition: .snow, temperature: "-2°", band: .freezing,
        precipitation: "30%", wind: "NNW 24 km/h"),
      .init(
        id: 17, hour: "08:00", symbol: "☁️", condition: .cloudy, temperature: "-2°", band: .freezing,
        precipitation: "0%", wind: "NNW 16 km/h"),
      .init(
        id: 18, hour: "09:00", symbol: "☁️", condition: .cloudy, temperature: "-1°", band: .freezing,
        precipitation: "0%", wind: "NNW 16 km/h"),
      .init(
        id: 19, hour: "10:00", symbol: "☁️", condition: .cloudy, temperature: "-1°", band: .freezing,
        precipitation: "0%", wind: "NNW 16 km/h"),
      .init(
        id: 20, hour: "11:00", symbol: "☁️", condition: .cloudy, temperature: "0°", band: .freezing,
        precipitation: "0%", wind: "NNW 16 km/h"),
      .init(
        id: 21, hour: "12:00", symbol: "☁️", condition: .cloudy, temperature: "0°", band: .cold,
        precipitation: "0%", wind: "NNW 16 km/h"),
      .init(
        id: 22, hour: "13:00", symbol: "☁️", condition: .cloudy, temperature: "1°", band: .cold,
        precipitation: "0%", wind: "NW 16 km/h"),
      .init(
        id: 23, hour: "14:00", symbol: "☁️", condition: .cloudy, temperature: "1°", band: .cold,
        precipitation: "0%", wind: "NW 16 km/h"),
      .init(
        id: 24, hour: "15:00", symbol: "⛅", condition: .cloudy, temperature: "1°", band: .cold,
        precipitation: "10%", wind: "NW 16 km/h"),
      .init(
        id: 25, hour: "16:00", symbol: "⛅", condition: .cloudy, temperature: "1°", band: .cold,
        precipitation: "0%", wind: "WNW 15 km/h"),
      .init(
        id: 26, hour: "17:00", symbol: "⛅", condition: .cloudy, temperature: "1°", band: .cold,
        precipitation: "0%", wind: "WNW 15 km/h"),
      .init(
        id: 27, hour: "18:00", symbol: "☁️", condition: .cloudy, temperature: "0°", band: .cold,
        precipitation: "0%", wind: "W 14 km/h"),
      .init(
        id: 28, hour: "19:00", symbol: "☁️", condition: .cloudy, temperature: "0°", band: .freezing,
        precipitation: "0%", wind: "W 14 km/h"),
      .init(
        id: 29, hour: "20:00", symbol: "☁️", condition: .cloudy, temperature: "-1°", band: .freezing,
        precipitation: "0%", wind: "W 14 km/h"),
      .init(
        id: 30, hour: "21:00", symbol: "☁️", condition: .cloudy, temperature: "-1°", band: .freezing,
        precipitation: "0%", wind: "WSW 13 km/h"),
      .init(
        id: 31, hour: "22:00", symbol: "☁️", condition: .cloudy, temperature: "-2°", band: .freezing,
        precipitation: "0%", wind: "WSW 12 km/h"),
      .init(
        id: 32, hour: "23:00", symbol: "☁️", condition: .cloudy, temperature: "-3°", band: .freezing,
        precipitation: "20%", wind: "WSW 12 km/h"),
    ],
    ellipsis: "…", border: .rounded)

  /// São Paulo's evening, thunderstorms from 18:00.
  public static let saoPaulo = DayDetailHourTable.Props(
    rows: [
      .init(
        id: 0, hour: "17:00", symbol: "☁️", condition: .cloudy, temperature: "23°", band: .warm,
        precipitation: "60%", wind: "E 8 km/h"),
      .init(
        id: 1, hour: "18:00", symbol: "⛈️", condition: .storm, temperature: "23°", band: .warm,
        precipitation: "60%", wind: "NNW 17 km/h"),
      .init(
        id: 2, hour: "19:00", symbol: "⛈️", condition: .storm, temperature: "22°", band: .warm,
        precipitation: "100%", wind: "NNW 26 km/h"),
      .init(
        id: 3, hour: "20:00", symbol: "⛈️", condition: .storm, temperature: "21°", band: .warm,
        precipitation: "100%", wind: "NW 26 km/h"),
      .init(
        id: 4, hour: "21:00", symbol: "⛈️", condition: .storm, temperature: "21°", band: .warm,
        precipitation: "100%", wind: "WNW 26 km/h"),
      .init(
        id: 5, hour: "22:00", symbol: "⛈️", condition: .storm, temperature: "20°", band: .mild,
        precipitation: "100%", wind: "NW 26 km/h"),
      .init(
        id: 6, hour: "23:00", symbol: "🌧️", condition: .rain, temperature: "19°", band: .mild,
        precipitation: "50%", wind: "NW 18 km/h"),
    ],
    ellipsis: "…", border: .rounded)

  /// Llanfairpwll's last four hours of Sunday, in a gale.
  public static let llanfairpwll = DayDetailHourTable.Props(
    rows: [
      .init(
        id: 0, hour: "20:00", symbol: "🌧️", condition: .rain, temperature: "9°", band: .cold,
        precipitation: "100%", wind: "SW 50 km/h"),
      .init(
        id: 1, hour: "21:00", symbol: "🌧️", condition: .rain, temperature: "9°", band: .cold,
        precipitation: "100%", wind: "SW 55 km/h"),
      .init(
        id: 2, hour: "22:00", symbol: "🌧️", condition: .rain, temperature: "8°", band: .cold,
        precipitation: "100%", wind: "SW 59 km/h"),
      .init(
        id: 3, hour: "23:00", symbol: "🌧️", condition: .rain, temperature: "8°", band: .cold,
        precipitation: "100%", wind: "SW 58 km/h"),
    ],
    ellipsis: "…", border: .rounded)

  /// 서울's Monday from 05:00, as a band of rain passes.
  public static let seoul = DayDetailHourTable.Props(
    rows: [
      .init(
        id: 0, hour: "05:00", symbol: "🌧️", condition: .rain, temperature: "4°", band: .cold,
        precipitation: "100%", wind: "WSW 31 km/h"),
      .init(
        id: 1, hour: "06:00", symbol: "☀️", condition: .clear, temperature: "3°", band: .cold,
        precipitation: "0%", wind: "N 10 km/h"),
      .init(
        id: 2, hour: "07:00", symbol: "☀️", condition: .clear, temperature: "3°", band: .cold,
        precipitation: "0%", wind: "N 10 km/h"),
      .init(
        id: 3, hour: "08:00", symbol: "☀️", condition: .clear, temperature: "4°", band: .cold,
        precipitation: "0%", wind: "N 10 km/h"),
      .init(
        id: 4, hour: "09:00", symbol: "☀️", condition: .clear, temperature: "5°", band: .cold,
        precipitation: "0%", wind: "NNE 9 km/h"),
      .init(
        id: 5, hour: "10:00", symbol: "☀️", condition: .clear, temperature: "6°", band: .cold,
        precipitation: "0%", wind: "N 9 km/h"),
      .init(
        id: 6, hour: "11:00", symbol: "⛅", condition: .cloudy, temperature: "6°", band: .cold,
        precipitation: "20%", wind: "N 8 km/h"),
      .init(
        id: 7, hour: "12:00", symbol: "☁️", condition: .cloudy, temperature: "6°", band: .cold,
        precipitation: "60%", wind: "N 7 km/h"),
      .init(
        id: 8, hour: "13:00", symbol: "🌧️", condition: .rain, temperature: "7°", band: .cold,
        precipitation: "80%", wind: "N 7 km/h"),
      .init(
        id: 9, hour: "14:00", symbol: "☁️", condition: .cloudy, temperature: "7°", band: .cold,
        precipitation: "70%", wind: "N 6 km/h"),
      .init(
        id: 10, hour: "15:00", symbol: "☁️", condition: .cloudy, temperature: "7°", band: .cold,
        precipitation: "40%", wind: "N 6 km/h"),
      .init(
        id: 11, hour: "16:00", symbol: "⛅", condition: .cloudy, temperature: "7°", band: .cold,
        precipitation: "20%", wind: "NNW 6 km/h"),
      .init(
        id: 12, hour: "17:00", symbol: "⛅", condition: .cloudy, temperature: "7°", band: .cold,
        precipitation: "0%", wind: "NNW 6 km/h"),
      .init(
        id: 13, hour: "18:00", symbol: "☁️", condition: .cloudy, temperature: "7°", band: .cold,
        precipitation: "0%", wind: "NNW 6 km/h"),
      .init(
        id: 14, hour: "19:00", symbol: "☁️", condition: .cloudy, temperature: "6°", band: .cold,
        precipitation: "10%", wind: "NW 6 km/h"),
      .init(
        id: 15, hour: "20:00", symbol: "☁️", condition: .cloudy, temperature: "5°", band: .cold,
        precipitation: "10%", wind: "NW 6 km/h"),
      .init(
        id: 16, hour: "21:00", symbol: "☁️", condition: .cloudy, temperature: "5°", band: .cold,
        precipitation: "20%", wind: "NW 6 km/h"),
      .init(
        id: 17, hour: "22:00", symbol: "☁️", condition: .cloudy, temperature: "4°", band: .cold,
        precipitation: "20%", wind: "NW 6 km/h"),
      .init(
        id: 18, hour: "23:00", symbol: "☁️", condition: .cloudy, temperature: "3°", band: .cold,
        precipitation: "20%", wind: "WNW 5 km/h"),
    ],
    ellipsis: "…", border: .rounded)

  /// Toronto's Sunday in the ASCII glyph set.
  public static let torontoASCII = DayDetailHourTable.Props(
    rows: [
      .init(
        id: 0, hour: "15:00", symbol: "**", condition: .snow, temperature: "-2", band: .freezing,
        precipitation: "100%", wind: "NE 48 km/h"),
      .init(
        id: 1, hour: "16:00", symbol: "**", condition: .snow, temperature: "-2", band: .freezing,
        precipitation: "100%", wind: "NE 46 km/h"),
      .init(
        id: 2, hour: "17:00", symbol: "**", condition: .snow, temperature: "-2", band: .freezing,
        precipitation: "100%", wind: "NE 45 km/h"),
      .init(
        id: 3, hour: "18:00", symbol: "**", condition: .snow, temperature: "-2", band: .freezing,
        precipitation: "100%", wind: "NE 43 km/h"),
      .init(
        id: 4, hour: "19:00", symbol: "**", condition: .snow, temperature: "-3", band: .freezing,
        precipitation: "100%", wind: "NE 42 km/h"),
      .init(
        id: 5, hour: "20:00", symbol: "**", condition: .snow, temperature: "-3", band: .freezing,
        precipitation: "100%", wind: "NE 45 km/h"),
      .init(
        id: 6, hour: "21:00", symbol: "**", condition: .snow, temperature: "-3", band: .freezing,
        precipitation: "100%", wind: "ENE 49 km/h"),
      .init(
        id: 7, hour: "22:00", symbol: "**", condition: .snow, temperature: "-3", band: .freezing,
        precipitation: "100%", wind: "ENE 46 km/h"),
      .init(
        id: 8, hour: "23:00", symbol: "**", condition: .snow, temperature: "-3", band: .freezing,
        precipitation: "100%", wind: "ENE 43 km/h"),
    ],
    ellipsis: "...", border: .ascii)
}

extension DayDetailHourTable: Previewable {
  public static let fixtures: [Fixture<DayDetailHourTable>] = [
    Fixture("toronto", DayDetailHourTable(props: .toronto)),
    Fixture("wholeDay", DayDetailHourTable(props: .torontoTomorrow)),
    Fixture("ascii", DayDetailHourTable(props: .torontoASCII)),
  ]
}
