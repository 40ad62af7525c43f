import Foundation

/// The air at a place now, for the Now screen's air-quality panel.
///
/// Values are as Open-Meteo's air-quality API reports them: the European Air Quality
/// Index and the particulate matter it is mostly made of. Any may be missing (`nil`), as
/// a source with no reading for a place sends `null`.
public struct AirQuality: FeedValue, Codable {
  /// When the reading is for.
  public var time: Date
  /// The European Air Quality Index: 0 and up, higher is worse.
  public var europeanIndex: Int?
  /// Fine particles (PM2.5), in µg/m³.
  public var pm25: Double?
  /// Coarse particles (PM10), in µg/m³.
  public var pm10: Double?

  public init(time: Date, europeanIndex: Int? = nil, pm25: Double? = nil, pm10: Double? = nil) {
    self.time = time
    self.europeanIndex = europeanIndex
    self.pm25 = pm25
    self.pm10 = pm10
  }

  /// The bands of the European index, as the European Environment Agency names them.
  public enum Level: Sendable, Equatable, CaseIterable {
    case good, fair, moderate, poor, veryPoor, extremelyPoor
  }

  /// The band ``europeanIndex`` falls in: below 20 good, 20 to 40 fair, 40 to 60
  /// moderate, 60 to 80 poor, 80 to 100 very poor, 100 and over extremely poor.
  public var level: Level? {
    guard let index = europeanIndex else { return nil }
    return switch index {
    case ..<20: .good
    case 20..<40: .fair
    case 40..<60: .moderate
    case 60..<80: .poor
    case 80..<100: .veryPoor
    default: .extremelyPoor
    }
  }

  /// A reading with nothing in it, as a source with no data for a place answers.
  public static func empty(at time: Date) -> AirQuality { AirQuality(time: time) }
}
