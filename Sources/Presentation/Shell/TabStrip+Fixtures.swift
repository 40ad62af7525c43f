import TextUI

/// Sample tab rows: five titles, the first or the last selected.
///
/// They are samples of what the row handles, not a copy of the app's tabs: the app's row
/// is drawn from Application's `AppTab` (which Presentation cannot name) and is in every
/// screen's golden, so a tab added to the app changes nothing here.
extension TabStrip {
  /// Five tabs, the first selected.
  public static let now = TabStrip(titles: sampleTitles, selected: 0)

  /// Five tabs, the last selected.
  public static let settings = TabStrip(titles: sampleTitles, selected: 4)

  /// The titles of the samples: the app's first five tabs, as the row first drew them.
  private static let sampleTitles = ["Now", "Week", "Radar", "Sky", "Settings"]
}

extension TabStrip: Previewable {
  public static let fixtures = [
    Fixture("now", TabStrip.now),
    Fixture("settings", TabStrip.settings),
  ]
}
