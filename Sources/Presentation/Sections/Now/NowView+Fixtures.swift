/// The Now screen for the built-in places at 22 November 2026, 20:00 UTC, as the Now
/// container builds it, and its loading and failed states.
extension NowView.Props {
  /// Toronto at 15:00 in a winter storm: every measurement, midnight in nine hours.
  public static let toronto = loaded(.toronto, .toronto, .toronto)

  /// Oslo: no current temperature (``Glyphs/missingValue``), and hours of -0.3° that print "0°".
  public static let oslo = loaded(.oslo, .oslo, .oslo)

  /// 東京: only humidity and wind reported.
  public static let tokyo = loaded(.tokyo, .tokyo, .tokyo)

  /// Reykjavík: no hourly forecast.
  public static let reykjavik = loaded(.reykjavik, .empty, .reykjavik)

  /// Llanfairpwll…: a summary too long for one line.
  public static let llanfairpwll = loaded(.llanfairpwll, .llanfairpwll, .llanfairpwll)

  /// Toronto in °F, mph, inHg and miles.
  public static let torontoImperial = loaded(
    .torontoImperial, .torontoImperial, .torontoImperial)

  /// Toronto with the ASCII glyphs and lines.
  public static let torontoASCII = NowView.Props(
    content: .loaded(
      NowView.Forecast(
        temperature: .torontoASCII, hourly: .torontoASCII, measurements: .torontoASCII)
    ),
    border: .ascii)

  /// Toronto with its air quality beside the temperature.
  public static let torontoWithAirQuality = NowView.Props(
    content: toronto.content, border: .rounded, airQuality: .toronto)

  /// The first fetch for Toronto, still on its way.
  public static let loading = NowView.Props(
    content: .message(.loadingWeather(for: "Toronto", ellipsis: Glyphs.unicode.ellipsis)),
    border: .rounded)

  /// The first fetch failed: nothing to show but the way out.
  public static let failed = NowView.Props(content: .message(.failed), border: .rounded)

  private static func loaded(
    _ temperature: TemperaturePanel.Props, _ hourly: HourlyStrip.Props,
    _ measurements: MeasurementGrid.Props
  ) -> NowView.Props {
    NowView.Props(
      content: .loaded(
        NowView.Forecast(temperature: temperature, hourly: hourly, measurements: measurements)),
      border: .rounded)
  }
}

extension NowView: Previewable {
  /// Every state of the screen: loaded (full, missing temperature, missing
  /// measurements, no hours, long texts), imperial, ASCII, loading and failed.
  public static let fixtures: [Fixture<NowView>] = [
    Fixture("toronto", NowView(props: .toronto)),
    Fixture("air-quality", NowView(props: .torontoWithAirQuality)),
    Fixture("oslo", NowView(props: .oslo)),
    Fixture("tokyo", NowView(props: .tokyo)),
    Fixture("reykjavik", NowView(props: .reykjavik)),
    Fixture("llanfairpwll", NowView(props: .llanfairpwll)),
    Fixture("imperial", NowView(props: .torontoImperial)),
    Fixture("ascii", NowView(props: .torontoASCII)),
    Fixture("loading", NowView(props: .loading)),
    Fixture("failed", NowView(props: .failed)),
  ]
}
