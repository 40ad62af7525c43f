import TextUI

/// The app's tab row, as its container draws it from the titles of Application's
/// `AppTab`, which Presentation cannot name: `TabStripFixtureTests` (ApplicationTests)
/// checks that these are still the app's tabs.
extension TabStrip {
  /// The app's tabs, Now selected.
  public static let now = TabStrip(titles: appTitles, selected: 0)

  /// The app's tabs, Settings selected.
  public static let settings = TabStrip(titles: appTitles, selected: 4)

  /// The app's tab titles, in tab-bar order; one a line, as `AppTab`'s cases are.
  private static let appTitles = [
    "Now",
    "Week",
    "Radar",
    "Sky",
    "Settings",
  ]
}

extension TabStrip: Previewable {
  public static let fixtures = [
    Fixture("now", TabStrip.now),
    Fixture("settings", TabStrip.settings),
  ]
}
