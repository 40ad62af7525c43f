import TextUI

/// Named sample data, shared by the Settings screen's fixtures and the catalogue.
extension SettingsDataStatus.Props {
  /// The built-in data, fetched two minutes ago.
  public static let fixtures = Self(source: "fixtures", updated: "Updated 2 min ago", alert: "⚠")
  /// Open-Meteo over HTTP, fetched an hour ago.
  public static let http = Self(
    source: "http:https://api.open-meteo.com", updated: "Updated 1 h ago", alert: "⚠")
  /// Nothing fetched yet.
  public static let neverUpdated = Self(source: "fixtures", updated: "Not updated yet", alert: "⚠")
  /// A settings file that could not be read, from a recorded file with a long path.
  public static let problem = Self(
    source: "file:/home/ada/Library/Stratus/recordings/toronto-2026-11-22.json",
    updated: "Updated 2 min ago",
    problem:
      "/home/ada/.local/state/stratus/settings.json is not valid settings (unexpected end of "
      + "file); it was moved to settings.json.corrupt-20261122-150000 and the defaults are in use",
    alert: "⚠")
  /// Changes waiting for another process to let go of the settings lock.
  public static let waitingToSave = Self(
    source: "fixtures", updated: "Updated 2 min ago", alert: "⚠",
    saving: .waiting(lockFile: "/home/ada/.local/state/stratus/.settings.json.lock"))
  /// The built-in data, fetched two minutes ago, with the ASCII alert mark.
  public static let ascii = Self(source: "fixtures", updated: "Updated 2 min ago", alert: "!")
}

extension SettingsDataStatus: Previewable {
  public static let fixtures: [Fixture<SettingsDataStatus>] = [
    Fixture("fixtures", SettingsDataStatus(props: .fixtures)),
    Fixture("neverUpdated", SettingsDataStatus(props: .neverUpdated)),
    Fixture("problem", SettingsDataStatus(props: .problem)),
    Fixture("waitingToSave", SettingsDataStatus(props: .waitingToSave)),
  ]
}
