import TextUI

/// Named sample data, shared by previews, snapshot tests and the CLI.
extension SettingsView.Props {
  /// The Personal account: metric, every 10 minutes, built-in data.
  public static let personal = Self(
    accounts: .personal, preferences: .metric, status: .fixtures, border: .rounded)
  /// The Work account: imperial, every 5 minutes, Open-Meteo over HTTP.
  public static let work = Self(
    accounts: .work, preferences: .imperial, status: .http, border: .rounded)
  /// A settings file that could not be read, and more accounts with long names.
  public static let problem = Self(
    accounts: .many, preferences: .metric, status: .problem, border: .rounded)
  /// Before the first reply.
  public static let neverUpdated = Self(
    accounts: .personal, preferences: .metric, status: .neverUpdated, border: .rounded)
  /// The ASCII glyph set, auto-refresh off.
  public static let ascii = Self(
    accounts: .ascii, preferences: .asciiOff, status: .ascii, border: .ascii)
}

extension SettingsView: Previewable {
  public static let fixtures: [Fixture<SettingsView>] = [
    Fixture("personal", SettingsView(props: .personal)),
    Fixture("work", SettingsView(props: .work)),
    Fixture("problem", SettingsView(props: .problem)),
    Fixture("neverUpdated", SettingsView(props: .neverUpdated)),
    Fixture("ascii", SettingsView(props: .ascii)),
  ]
}
