/// The Marine screen for the built-in places on 22 November 2026 at 20:00 UTC, as the
/// Marine container builds it, and its loading and failed states.
extension MarineView.Props {
  /// Toronto: a reading.
  public static let toronto = MarineView.Props(content: .loaded(.toronto))

  /// A place the source has no reading for.
  public static let noReading = MarineView.Props(content: .loaded(.noReading))

  /// The first fetch for Toronto, still on its way.
  public static let loading = MarineView.Props(
    content: .message(.loading("waves", for: "Toronto", ellipsis: Glyphs.unicode.ellipsis)))

  /// The first fetch failed: nothing to show but the way out.
  public static let failed = MarineView.Props(content: .message(.failed))
}

extension MarineView: Previewable {
  /// A reading, none, and the loading and failed states.
  public static let fixtures: [Fixture<MarineView>] = [
    Fixture("toronto", MarineView(props: .toronto)),
    Fixture("noReading", MarineView(props: .noReading)),
    Fixture("loading", MarineView(props: .loading)),
    Fixture("failed", MarineView(props: .failed)),
  ]
}
