import Foundation
import TestSupport
import Testing

@testable import Services

@Suite struct ModelTests {
  @Test func everyDefinedWMOCodeMapsAndOthersDoNot() {
    let defined = [
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82,
      85, 86, 95, 96, 99,
    ]
    for code in 0...100 {
      #expect((WeatherCondition(wmoCode: code) != nil) == defined.contains(code), "code \(code)")
    }
    #expect(WeatherCondition(wmoCode: 2) == .partlyCloudy)
    #expect(WeatherCondition(wmoCode: 99) == .thunderstormWithHail)
    #expect(
      Set(defined.compactMap(WeatherCondition.init(wmoCode:))).count
        == WeatherCondition.allCases.count)
  }

  @Test func locationIdComesFromRoundedCoordinates() {
    let toronto = Location(
      name: "Toronto", region: "Ontario", country: "Canada", latitude: 43.653_24,
      longitude: -79.383_18, timeZoneID: "America/Toronto")
    var again = toronto
    again.name = "Toronto, ON"
    again.latitude = 43.653_21
    #expect(toronto.id == "43.6532,-79.3832")
    #expect(again.id == toronto.id)
    let nullIsland = Location(
      name: "0", country: "-", latitude: -0.000_01, longitude: 0, timeZoneID: "UTC")
    #expect(nullIsland.id == "0.0,0.0")
  }

  /// `isSamePlace(as:)` answers what comparing ids answers, without writing them: on
  /// either side of a rounding step, at zero of either sign, and for random coordinates
  /// near each other (seeded; `STRATUS_FUZZ_SEED` replays a run).
  @Test func isSamePlaceAgreesWithComparingIDs() {
    func place(_ latitude: Double, _ longitude: Double) -> Location {
      Location(
        name: "P", country: "-", latitude: latitude, longitude: longitude, timeZoneID: "UTC")
    }
    let pairs = [
      (place(43.653_24, -79.383_18), place(43.653_21, -79.383_2)),
      (place(43.653_24, -79.383_18), place(43.653_26, -79.383_18)),
      (place(-0.000_01, 0), place(0.000_01, -0.0)),
      (place(0.000_05, 1), place(0.000_04, 1)),
    ]
    let seed =
      ProcessInfo.processInfo.environment["STRATUS_FUZZ_SEED"].flatMap { UInt64($0) }
      ?? 0x5EED_0108
    print("ModelTests.isSamePlaceAgreesWithComparingIDs seed: \(seed)")
    var generator = SeededGenerator(seed: seed)
    let random = (0..<500).map { _ in
      let latitude = Double.random(in: -90...90, using: &generator)
      let longitude = Double.random(in: -180...180, using: &generator)
      let nudge = Double.random(in: -0.000_2...0.000_2, using: &generator)
      return (place(latitude, longitude), place(latitude + nudge, longitude))
    }
    for (first, second) in pairs + random {
      #expect(
        first.isSamePlace(as: second) == (first.id == second.id), "\(first.id) \(second.id)")
    }
    #expect(pairs.map { $0.0.isSamePlace(as: $0.1) } == [true, false, true, false])
  }

  @Test func alertKindsSortMostSevereFirst() {
    #expect(
      Weather.Alert.Kind.allCases.sorted() == [.warning, .watch, .advisory, .statement, .ended])
    #expect(Weather.Alert.Kind.warning < .statement)
  }

  @Test func radarFrameReportsItsGridSize() {
    let frame = Radar.Frame(
      time: Date(timeIntervalSince1970: 0), millimetresPerHour: [[0, 1, 2], [3, 4, 5]])
    #expect(frame.rows == 2)
    #expect(frame.columns == 3)
  }

  @Test func weatherRoundTripsThroughJSON() throws {
    let time = Date(timeIntervalSince1970: 1_795_000_000)
    let weather = Weather(
      current: Weather.Current(
        time: time, condition: .rain, summary: "Rain", celsius: -0.4,
        feelsLike: FeelsLike(kind: .windChill, celsius: -6),
        pressure: Pressure(kilopascals: 101.2, tendency: .falling),
        wind: Wind(kilometresPerHour: 19, directionDegrees: 315, gustKilometresPerHour: 32)),
      today: Weather.Today(highCelsius: 3, lowCelsius: -2),
      hourly: [
        Weather.Hour(time: time, condition: .rain, celsius: -0.4, precipitationChancePercent: 80)
      ],
      daily: [
        Weather.Day(
          date: time,
          night: Weather.Half(
            summary: "Rain", description: "Rain ending overnight.", condition: .rain))
      ],
      alerts: [Weather.Alert(title: "Rainfall warning", time: time, kind: .warning)])
    let decoded = try JSONDecoder().decode(Weather.self, from: JSONEncoder().encode(weather))
    #expect(decoded == weather)
  }
}
