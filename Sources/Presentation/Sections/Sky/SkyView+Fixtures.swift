/// The Sky screen for the built-in places on 22 November 2026 at 20:00 UTC, as the Sky
/// container builds it, and its polar, loading and failed states.
extension SkyView.Props {
  /// Toronto at 15:00: the sun up for another 1 h 47 min.
  public static let toronto = loaded(.toronto, .waxingGibbous)

  /// 서울 at 05:00: before sunrise.
  public static let seoul = loaded(.seoul, .waxingGibbous)

  /// Reykjavík at 20:00: after sunset.
  public static let reykjavik = loaded(.reykjavik, .waxingGibbous)

  /// The polar night: no sunrise, no sunset, no bar.
  public static let polarNight = loaded(.polarNight, .waxingGibbous)

  /// Toronto with the ASCII glyphs and lines.
  public static let torontoASCII = SkyView.Props(
    content: .loaded(sun: .torontoASCII, moon: .waxingGibbousASCII), border: .ascii)

  /// The first fetch for Toronto, still on its way.
  public static let loading = SkyView.Props(
    content: .message(.loadingWeather(for: "Toronto", ellipsis: Glyphs.unicode.ellipsis)),
    border: .rounded)

  /// The first fetch failed: nothing to show but the way out.
  public static let failed = SkyView.Props(content: .message(.failed), border: .rounded)

  private static func loaded(_ sun: SunPanel.Props, _ moon: MoonPanel.Props) -> SkyView.Props {
    SkyView.Props(content: .loaded(sun: sun, moon: moon), border: .rounded)
  }
}

extension SkyView: Previewable {
  /// Every state of the screen: the sun up, not yet up, set, and never up; ASCII;
  /// loading and failed.
  public static let fixtures: [Fixture<SkyView>] = [
    Fixture("toronto", SkyView(props: .toronto)),
    Fixture("seoul", SkyView(props: .seoul)),
    Fixture("reykjavik", SkyView(props: .reykjavik)),
    Fixture("polarNight", SkyView(props: .polarNight)),
    Fixture("ascii", SkyView(props: .torontoASCII)),
    Fixture("loading", SkyView(props: .loading)),
    Fixture("failed", SkyView(props: .failed)),
  ]
}
