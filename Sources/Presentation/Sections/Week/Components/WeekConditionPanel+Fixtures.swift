import TextUI

/// Named half-days, as the Week container makes them from `Weather.fixtures`.
extension WeekConditionPanel.Props {
  /// Sunday afternoon in Toronto: snow and a strong northeasterly.
  public static let torontoDay = WeekConditionPanel.Props(
    symbol: "❄️", condition: .snow, temperature: "High -2°", band: .freezing,
    summary: "Snow at times heavy", precipitation: "100%", wind: "NE 48 km/h")

  /// Sunday night in Toronto.
  public static let torontoNight = WeekConditionPanel.Props(
    symbol: "❄️", condition: .snow, temperature: "Low -4°", band: .freezing,
    summary: "Snow at times heavy", precipitation: "100%", wind: "ENE 49 km/h")

  /// Saturday in Toronto, the last day of the week.
  public static let torontoSaturday = WeekConditionPanel.Props(
    symbol: "🌧️", condition: .rain, temperature: "High 6°", band: .cold, summary: "Periods of rain",
    precipitation: "100%", wind: "WSW 25 km/h")

  /// This evening's thunderstorm in São Paulo: the only half left of the day.
  public static let saoPauloNight = WeekConditionPanel.Props(
    symbol: "⛈️", condition: .storm, temperature: "Low 17°", band: .mild,
    summary: "Showers and thunderstorms", precipitation: "100%", wind: "NW 26 km/h")

  /// Tonight's gale in Llanfairpwll, with a summary too long for one line.
  public static let llanfairpwllNight = WeekConditionPanel.Props(
    symbol: "🌧️", condition: .rain, temperature: "Low 7°", band: .cold,
    summary: "Showers at times heavy and strong winds along the coast", precipitation: "100%",
    wind: "SW 59 km/h")

  /// Monday in 서울.
  public static let seoulDay = WeekConditionPanel.Props(
    symbol: "🌧️", condition: .rain, temperature: "High 7°", band: .cold, summary: "A few showers",
    precipitation: "80%", wind: "N 10 km/h")

  /// Sunday afternoon in Toronto, in the ASCII glyph set.
  public static let torontoDayASCII = WeekConditionPanel.Props(
    symbol: "**", condition: .snow, temperature: "High -2", band: .freezing,
    summary: "Snow at times heavy", precipitation: "100%", wind: "NE 48 km/h")
}

extension WeekConditionPanel.Props {
  /// A half the forecast has nothing for: no sky, dashes, and "No forecast".
  public static let noForecast = WeekConditionPanel.Props(
    symbol: "  ", condition: nil, temperature: "High \(Glyphs.missingValue)", band: nil,
    summary: "No forecast", precipitation: Glyphs.missingValue, wind: Glyphs.missingValue)
}

extension WeekConditionPanel: Previewable {
  public static let fixtures: [Fixture<WeekConditionPanel>] = [
    Fixture("torontoDay", WeekConditionPanel(props: .torontoDay)),
    Fixture("llanfairpwllNight", WeekConditionPanel(props: .llanfairpwllNight)),
    Fixture("ascii", WeekConditionPanel(props: .torontoDayASCII)),
    Fixture("noForecast", WeekConditionPanel(props: .noForecast)),
  ]
}
