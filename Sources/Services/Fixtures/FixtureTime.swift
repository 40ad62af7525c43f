import Foundation

/// The instant the fixtures are set at when no clock says otherwise: Sunday
/// 22 November 2026, 20:00 UTC (15:00 in Toronto, 21:00 in Oslo, 05:00 on Monday in
/// 東京).
public enum FixtureTime {
  /// 2026-11-22T20:00:00Z.
  public static let reference = Date(timeIntervalSince1970: 1_795_377_600)
}
