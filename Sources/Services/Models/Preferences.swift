/// How the user wants things shown. One set per account.
public struct Preferences: Sendable, Equatable, Codable {
  /// The unit system for temperatures, speeds, pressure and distances.
  public enum Units: String, Sendable, Codable, CaseIterable {
    /// °C, km/h, kPa, km.
    case metric
    /// °F, mph, inHg, mi.
    case imperial
  }

  public var units: Units
  /// Minutes between automatic refreshes; 0 turns auto-refresh off.
  public var autoRefreshMinutes: Int

  public init(units: Units = .metric, autoRefreshMinutes: Int = 10) {
    self.units = units
    self.autoRefreshMinutes = autoRefreshMinutes
  }

  /// Metric, refreshing every 10 minutes.
  public static let standard = Preferences()
}
