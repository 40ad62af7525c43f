import Foundation
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
