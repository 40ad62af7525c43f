import TextUI

/// Named sample data, shared by the Settings screen's fixtures and the catalogue.
extension SettingsPreferenceList.Props {
  /// Metric, refreshing every 10 minutes: the standard preferences.
  public static let metric = preferences(
    imperial: false, autoRefresh: "Every 10 min", glyphs: .unicode)
  /// Imperial, refreshing every 5 minutes: the Work account.
  public static let imperial = preferences(
    imperial: true, autoRefresh: "Every 5 min", glyphs: .unicode)
  /// Metric with auto-refresh off, in the ASCII glyph set (no degree sign).
  public static let asciiOff = preferences(imperial: false, autoRefresh: "Off", glyphs: .ascii)

  /// The two unit systems, one chosen, and the refresh interval.
  static func preferences(imperial: Bool, autoRefresh: String, glyphs: Glyphs) -> Self {
    let (degree, pointer) = (glyphs.degree, glyphs.pointer)
    return Self(
      units: [
        SettingsChoiceRow.Props(
          title: "Metric (\(degree)C, km/h, kPa, km)", isChosen: !imperial, pointer: pointer),
        SettingsChoiceRow.Props(
          title: "Imperial (\(degree)F, mph, inHg, mi)", isChosen: imperial, pointer: pointer),
      ],
      autoRefresh: autoRefresh)
  }
}

extension SettingsPreferenceList: Previewable {
  public static let fixtures: [Fixture<SettingsPreferenceList>] = [
    Fixture("metric", SettingsPreferenceList(props: .metric)),
    Fixture("imperial", SettingsPreferenceList(props: .imperial)),
    Fixture("asciiOff", SettingsPreferenceList(props: .asciiOff)),
  ]
}
