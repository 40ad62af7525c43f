/// The air quality of the built-in fixtures at 22 November 2026, 20:00 UTC, as the Now
/// container words it, and the panel's other states.
extension AirQualityPanel.Props {
  /// Toronto: a moderate day.
  public static let toronto = AirQualityPanel.Props(
    headline: "Moderate · EAQI 44", particles: "PM2.5 15 · PM10 22", status: .moderate)

  /// Toronto with the ASCII glyphs.
  public static let torontoASCII = AirQualityPanel.Props(
    headline: "Moderate | EAQI 44", particles: "PM2.5 15 | PM10 22", status: .moderate)

  /// A bad day: the worst band's long name.
  public static let extremelyPoor = AirQualityPanel.Props(
    headline: "Extremely poor · EAQI 131", particles: "PM2.5 96 · PM10 160",
    status: .poor)

  /// Asked for, not yet answered.
  public static let loading = AirQualityPanel.Props(
    headline: "Loading…", particles: nil, status: .noReading)

  /// The request failed and there is no earlier reading for the place.
  public static let unavailable = AirQualityPanel.Props(
    headline: "Unavailable", particles: nil, status: .unavailable)

  /// Answered with nothing in it (Reykjavík's fixture).
  public static let noReading = AirQualityPanel.Props(
    headline: "No reading", particles: nil, status: .noReading)
}

extension AirQualityPanel: Previewable {
  /// A reading, a long band name, ASCII, and the loading, failed and empty states.
  public static let fixtures: [Fixture<AirQualityPanel>] = [
    Fixture("toronto", AirQualityPanel(props: .toronto)),
    Fixture("extremely-poor", AirQualityPanel(props: .extremelyPoor)),
    Fixture("ascii", AirQualityPanel(props: .torontoASCII)),
    Fixture("loading", AirQualityPanel(props: .loading)),
    Fixture("unavailable", AirQualityPanel(props: .unavailable)),
    Fixture("no-reading", AirQualityPanel(props: .noReading)),
  ]
}
