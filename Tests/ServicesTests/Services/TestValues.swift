import Foundation
import Services

/// Small, hand-made values for the service tests, so a test's expectations do not
/// depend on the fixtures' contents.
enum TestValues {
  static let start = Date(timeIntervalSince1970: 1_795_377_600)

  static func place(_ name: String, latitude: Double) -> Location {
    Location(name: name, country: "Testland", latitude: latitude, longitude: 0, timeZoneID: "UTC")
  }

  static let a = place("A", latitude: 10)
  static let b = place("B", latitude: 20)
  static let c = place("C", latitude: 30)

  /// Weather told apart by its summary.
  static func weather(_ summary: String) -> Weather {
    Weather(
      current: .init(time: start, condition: .clear, summary: summary),
      today: .init(), hourly: [], daily: [], alerts: [])
  }

  static func radar(frames count: Int, from time: Date = start) -> Radar {
    Radar(
      frames: (0..<count).map { index in
        Radar.Frame(
          time: time.addingTimeInterval(Double(index) * 900), millimetresPerHour: [[Double(index)]])
      })
  }
}
