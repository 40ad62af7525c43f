import TextUI

/// The messages the sections show in place of their data, written once: a section's
/// container picks one for its state, and fixtures show the same words.
///
/// Each loading message ends with the glyph table's ellipsis ("…", or "..." under
/// `--ascii`), so the caller passes it.
extension CentredMessage.Props {
  /// The first fetch failed and there is nothing earlier to show: what went wrong, in
  /// the words Clouds used, and the key that tries again.
  public static let failed = CentredMessage.Props(
    lines: [somethingBroke, "Press r to retry"], kind: .failure)

  /// What went wrong, in the words Clouds used: the failed screens' first line and the
  /// failure toast.
  public static let somethingBroke =
    "Something broke. Make sure your device is online and try again."

  /// "Loading the waves for Toronto…": a screen waiting for the first data it shows,
  /// named by what it waits for (a feed's name) and the place.
  ///
  /// A screen that shows one feed gets this from its declaration (`FeedScreen`), so a new
  /// one adds no message here.
  public static func loading(_ what: String, for place: String, ellipsis: String) -> Self {
    Self(lines: ["Loading the \(what) for \(place)\(ellipsis)"], kind: .notice)
  }

  /// "Loading the weather for Toronto…": a screen waiting for its first weather.
  public static func loadingWeather(for place: String, ellipsis: String) -> Self {
    loading("weather", for: place, ellipsis: ellipsis)
  }

  /// "Loading the alerts for Toronto…".
  public static func loadingAlerts(for place: String, ellipsis: String) -> Self {
    loading("alerts", for: place, ellipsis: ellipsis)
  }

  /// "Loading the radar for Toronto…".
  public static func loadingRadar(for place: String, ellipsis: String) -> Self {
    loading("radar", for: place, ellipsis: ellipsis)
  }

  /// The weather arrived without alerts.
  public static func noAlerts(for place: String) -> Self {
    Self(lines: ["No alerts in effect for \(place)."], kind: .notice)
  }

  /// The radar arrived without frames.
  public static func noRadar(for place: String) -> Self {
    Self(lines: ["No radar images for \(place) right now."], kind: .notice)
  }

  /// The forecast has no days.
  public static let noDays = Self(lines: ["The weekly forecast is unavailable."], kind: .notice)

  /// The day detail's day has no hours in the forecast.
  public static let noHours = Self(lines: ["No hourly forecast for this day."], kind: .notice)

  /// The day detail's day is no longer in the forecast (a refresh moved past it).
  public static let dayGone = Self(lines: ["This day is no longer in the forecast."], kind: .notice)

  // MARK: - Words in a part's place

  // A part of a screen that keeps its place when it has nothing to show says so in
  // these words; they are written here, with the messages, so no container spells one.

  /// The Week screen's description of a day the forecast has neither half of.
  public static let noForecastForDay = "There is no forecast for this day."

  /// The location picker's note under its rows when there are no favourites.
  public static let noFavourites = "You haven't added any favourite locations."
}
