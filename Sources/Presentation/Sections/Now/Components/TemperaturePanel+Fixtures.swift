/// The fixture weather of the built-in places at 22 November 2026, 20:00 UTC, as the
/// Now container formats it.
extension TemperaturePanel.Props {
  /// Toronto at 15:00 in a winter storm, with a wind chill.
  public static let toronto = TemperaturePanel.Props(
    digits: "-2", unit: "°C", reading: "-2°C", summary: "Snow and blowing snow", condition: .snow,
    highLow: "H 0° · L -3°", feelsLike: "Wind chill -11", isASCII: false, band: .freezing)

  /// Toronto in °F.
  public static let torontoImperial = TemperaturePanel.Props(
    digits: "28", unit: "°F", reading: "28°F", summary: "Snow and blowing snow", condition: .snow,
    highLow: "H 33° · L 26°", feelsLike: "Wind chill 12", isASCII: false, band: .freezing)

  /// Toronto with the ASCII glyphs: seven-segment digits, no degree sign.
  public static let torontoASCII = TemperaturePanel.Props(
    digits: "-2", unit: "C", reading: "-2C", summary: "Snow and blowing snow", condition: .snow,
    highLow: "H 0 | L -3", feelsLike: "Wind chill -11", isASCII: true, band: .freezing)

  /// Oslo, whose thermometer is out: the missing-value mark and no feels-like.
  public static let oslo = TemperaturePanel.Props(
    digits: Glyphs.missingValue, unit: nil, reading: Glyphs.missingValue, summary: "Cloudy",
    condition: .cloudy, highLow: "H 3° · L -1°", feelsLike: nil, isASCII: false, band: nil)

  /// 東京 at 05:00 on Monday.
  public static let tokyo = TemperaturePanel.Props(
    digits: "10", unit: "°C", reading: "10°C", summary: "Partly cloudy", condition: .cloudy,
    highLow: "H 15° · L 10°", feelsLike: nil, isASCII: false, band: .mild)

  /// Reykjavík at 20:00: a one-digit reading.
  public static let reykjavik = TemperaturePanel.Props(
    digits: "4", unit: "°C", reading: "4°C", summary: "Cloudy", condition: .cloudy,
    highLow: "H 4° · L 2°", feelsLike: nil, isASCII: false, band: .cold)

  /// Llanfairpwll… in a gale, with a summary too long for one line.
  public static let llanfairpwll = TemperaturePanel.Props(
    digits: "9", unit: "°C", reading: "9°C",
    summary: "Mostly cloudy with squally showers and strong gusty winds near the coast",
    condition: .rain, highLow: "H 10° · L 7°", feelsLike: nil, isASCII: false, band: .cold)
}

extension TemperaturePanel: Previewable {
  /// A negative reading with a wind chill, a missing reading, a long summary, and the
  /// ASCII digits.
  public static let fixtures: [Fixture<TemperaturePanel>] = [
    Fixture("toronto", TemperaturePanel(props: .toronto)),
    Fixture("missing", TemperaturePanel(props: .oslo)),
    Fixture("longSummary", TemperaturePanel(props: .llanfairpwll)),
    Fixture("ascii", TemperaturePanel(props: .torontoASCII)),
  ]
}
