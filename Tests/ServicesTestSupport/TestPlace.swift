import Foundation
import Services

/// Small, hand-made places and values for the tests of services and binders, told apart
/// by name, so a test's expectations do not depend on the fixtures' contents.
public enum TestPlace {
  /// The instant the tests start at: ``FixtureTime/reference``.
  public static let start = FixtureTime.reference

  /// A place on UTC called `name`, told apart from the others by its latitude.
  public static func named(_ name: String, latitude: Double) -> Location {
    Location(name: name, country: "Testland", latitude: latitude, longitude: 0, timeZoneID: "UTC")
  }

  public static let home = named("Home", latitude: 0)
  public static let a = named("A", latitude: 10)
  public static let b = named("B", latitude: 20)
  public static let c = named("C", latitude: 30)

  /// Weather told apart by its summary.
  public static func weather(_ summary: String) -> Weather {
    Weather(
      current: .init(time: start, condition: .clear, summary: summary),
      today: .init(), hourly: [], daily: [], alerts: [])
  }

  /// `count` one-cell maps a quarter hour apart from `time`, each holding its index.
  public static func radar(frames count: Int, from time: Date = start) -> Radar {
    Radar(
      frames: (0..<count).map { index in
        Radar.Frame(
          time: time.addingTimeInterval(Double(index) * 900), millimetresPerHour: [[Double(index)]])
      })
  }
}
