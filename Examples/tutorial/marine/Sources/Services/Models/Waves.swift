import Foundation

/// The sea at a place now, for the Marine screen.
///
/// As Open-Meteo's marine API reports it: the significant wave height, `nil` where the
/// source has no reading (inland, or a lake it does not model).
public struct Waves: FeedValue, Codable {
  /// When the reading is for.
  public var time: Date
  /// The significant wave height, in metres: the mean of the highest third of the waves.
  public var height: Double?

  public init(time: Date, height: Double? = nil) {
    self.time = time
    self.height = height
  }

  /// A reading with nothing in it, as a source with no data for a place answers.
  public static func empty(at time: Date) -> Waves { Waves(time: time) }
}
