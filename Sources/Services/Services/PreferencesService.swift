import Observation

/// Owns the active account's preferences: units and how often to refresh.
@MainActor
@Observable
public final class PreferencesService {
  /// The preferences in force.
  public private(set) var preferences: Preferences
  /// The account the ``preferences`` belong to (see
  /// ``LocationService/favouritesAccountID``).
  public private(set) var accountID: Account.ID

  /// The longest auto-refresh interval accepted: a day.
  public static let maximumAutoRefreshMinutes = 24 * 60

  public init(preferences: Preferences, ofAccount accountID: Account.ID) {
    self.preferences = preferences
    self.accountID = accountID
  }

  /// Shows temperatures, speeds, pressure and distances in `units`.
  public func setUnits(_ units: Preferences.Units) {
    preferences.units = units
  }

  /// Switches between metric and imperial.
  public func toggleUnits() {
    setUnits(preferences.units == .metric ? .imperial : .metric)
  }

  /// Refreshes every `minutes` minutes; 0 turns auto-refresh off. Values outside
  /// 0...1440 are clamped into it.
  public func setAutoRefresh(minutes: Int) {
    preferences.autoRefreshMinutes = min(max(minutes, 0), Self.maximumAutoRefreshMinutes)
  }

  /// Replaces the preferences with those of the account `accountID`.
  public func load(_ preferences: Preferences, ofAccount accountID: Account.ID) {
    self.preferences = preferences
    self.accountID = accountID
  }
}
