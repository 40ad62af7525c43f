/// Sample sheets, one per state the Alerts sheet handles.
extension AlertsSheet.Props {
  /// Toronto in its winter storm: a warning and a special weather statement.
  public static let toronto = AlertsSheet.Props(
    content: .alerts([.winterStormWarning, .specialWeatherStatement]),
    border: Glyphs.unicode.border)

  /// Toronto on a quiet day.
  public static let none = AlertsSheet.Props(
    content: .message(.noAlerts(for: "Toronto")), border: Glyphs.unicode.border)

  /// Llanfairpwll's long wind warning, with a watch in Japanese beneath it.
  public static let longTitles = AlertsSheet.Props(
    content: .alerts([.longWindWarning, .tokyoWatch]), border: Glyphs.unicode.border)

  /// Toronto before its weather has arrived.
  public static let loading = AlertsSheet.Props(
    content: .message(.loadingAlerts(for: "Toronto", ellipsis: Glyphs.unicode.ellipsis)),
    border: Glyphs.unicode.border)

  /// Toronto after its first request failed.
  public static let failed = AlertsSheet.Props(
    content: .message(.failed), border: Glyphs.unicode.border)

  /// Toronto in plain ASCII.
  public static let torontoASCII = AlertsSheet.Props(
    content: .alerts([.winterStormWarning, .specialWeatherStatement]),
    border: Glyphs.ascii.border)
}

extension AlertsSheet: Previewable {
  public static let fixtures: [Fixture<AlertsSheet>] = [
    Fixture("toronto", AlertsSheet(props: .toronto)),
    Fixture("none", AlertsSheet(props: .none)),
    Fixture("longTitles", AlertsSheet(props: .longTitles)),
    Fixture("loading", AlertsSheet(props: .loading)),
    Fixture("failed", AlertsSheet(props: .failed)),
    Fixture("ascii", AlertsSheet(props: .torontoASCII)),
  ]
}
