import Presentation
import Services

/// The messages the Week screen and the day detail show in place of a forecast.
///
/// Both screens face the same states (nothing fetched yet, a fetch under way, a fetch
/// that failed with nothing to fall back on), so they word them in one place.
enum WeekNotices {
  /// The notice for `state` when it has no forecast to show, or `nil` when it has one
  /// (loaded, or loading or failed with the last good forecast, which is shown while
  /// the shell's toast reports the failure).
  static func missingForecast(
    in state: FetchState<Weather>, glyphs: Glyphs
  ) -> WeekNotice.Props? {
    guard state.latest == nil else { return nil }
    switch state {
    case .failed:
      return WeekNotice.Props(
        message: "Something broke. Make sure your device is online and try again.",
        hint: "Press r to retry")
    case .loading(let location, _):
      return WeekNotice.Props(message: "Loading the weather for \(location.name)\(glyphs.ellipsis)")
    case .idle, .loaded:
      return WeekNotice.Props(message: "Loading the weather\(glyphs.ellipsis)")
    }
  }

  /// When the forecast has no days at all.
  static let noDays = WeekNotice.Props(message: "The weekly forecast is unavailable.")

  /// When the day detail's day has no hours in the forecast.
  static let noHours = WeekNotice.Props(message: "No hourly forecast for this day.")

  /// When the day detail's day is no longer in the forecast (a refresh moved past it).
  static let dayGone = WeekNotice.Props(message: "This day is no longer in the forecast.")
}
