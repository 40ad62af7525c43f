/// Sample alerts: Toronto's two, and Llanfairpwll's long wind warning.
extension AlertsSheetRow.Props {
  /// Toronto's winter storm warning.
  public static let winterStormWarning = AlertsSheetRow.Props(
    id: "warning 1795363920.0 Winter storm warning", badge: "WARNING",
    title: "Winter storm warning",
    issued: "Sun 22 Nov 11:12", severity: .warning)

  /// Toronto's special weather statement, issued the night before.
  public static let specialWeatherStatement = AlertsSheetRow.Props(
    id: "statement 1795307880.0 Special weather statement", badge: "STATEMENT",
    title: "Special weather statement",
    issued: "Sat 21 Nov 19:38", severity: .statement)

  /// Llanfairpwll's yellow wind warning: a title that must wrap.
  public static let longWindWarning = AlertsSheetRow.Props(
    id: "warning 1795352700.0 Yellow warning for wind: strong south-westerly winds may "
      + "disrupt travel, ferries and power supplies across Anglesey and Gwynedd",
    badge: "WARNING",
    title: "Yellow warning for wind: strong south-westerly winds may disrupt travel, "
      + "ferries and power supplies across Anglesey and Gwynedd",
    issued: "Sun 22 Nov 13:05", severity: .warning)

  /// A watch in 東京, in Japanese.
  public static let tokyoWatch = AlertsSheetRow.Props(
    id: "watch 1795370400.0 東京都 大雨注意報", badge: "WATCH", title: "東京都 大雨注意報",
    issued: "Mon 23 Nov 03:00", severity: .watch)
}

extension AlertsSheetRow: Previewable {
  public static let fixtures: [Fixture<AlertsSheetRow>] = [
    Fixture("warning", AlertsSheetRow(props: .winterStormWarning)),
    Fixture("statement", AlertsSheetRow(props: .specialWeatherStatement)),
    Fixture("longTitle", AlertsSheetRow(props: .longWindWarning)),
    Fixture("cjk", AlertsSheetRow(props: .tokyoWatch)),
  ]
}
