import TextUI

/// The notices the Week screen and the day detail show, as their containers word them.
extension WeekNotice.Props {
  /// The first fetch for Toronto is on its way.
  public static let loading = WeekNotice.Props(message: "Loading the weather for Toronto…")
  /// The fetch failed and there is no earlier forecast to show.
  public static let failed = WeekNotice.Props(
    message: "Something broke. Make sure your device is online and try again.",
    hint: "Press r to retry")
  /// The forecast has no days.
  public static let noDays = WeekNotice.Props(message: "The weekly forecast is unavailable.")
  /// The day has no hours (Reykjavík's forecast has none at all).
  public static let noHours = WeekNotice.Props(message: "No hourly forecast for this day.")
}

extension WeekNotice: Previewable {
  public static let fixtures: [Fixture<WeekNotice>] = [
    Fixture("loading", WeekNotice(props: .loading)),
    Fixture("failed", WeekNotice(props: .failed)),
  ]
}
