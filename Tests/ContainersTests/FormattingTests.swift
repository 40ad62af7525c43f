import Foundation
import Presentation
import Services
import Testing

@testable import Containers

@Suite struct FormattingTests {
  private let metric = UnitFormatter(units: .metric, glyphs: .unicode)
  private let imperial = UnitFormatter(units: .imperial, glyphs: .unicode)

  @Test func temperaturesRoundHalfAwayFromZeroAndNeverPrintMinusZero() {
    #expect(metric.temperature(21.5) == "22°")
    #expect(metric.temperature(-2.5) == "-3°")
    #expect(metric.temperature(-0.4) == "0°")
    #expect(metric.temperature(nil) == Glyphs.missingValue)
    #expect(imperial.temperature(21) == "70°")
    #expect(imperial.temperatureWithUnit(-40) == "-40°F")
    #expect(UnitFormatter(units: .metric, glyphs: .ascii).temperatureWithUnit(21) == "21C")
  }

  @Test func speedsPressuresAndDistancesConvertToTheChosenUnits() {
    #expect(metric.speed(19) == "19 km/h")
    #expect(imperial.speed(19) == "12 mph")
    #expect(metric.pressure(101.649) == "101.6 kPa")
    #expect(imperial.pressure(101.6) == "30.00 inHg")
    #expect(metric.distance(24) == "24 km")
    #expect(imperial.distance(24) == "15 mi")
    #expect(imperial.distance(0.7) == "0.4 mi")
    #expect(metric.distance(9.96) == "10 km")
    #expect(metric.percent(40) == "40%")
  }

  /// One wind text for Now's measurements, the Week panel and the day detail's hours.
  @Test func windIsTheCompassPointAndTheSpeedOrTheSpeedAlone() {
    #expect(metric.wind(Wind(kilometresPerHour: 48, directionDegrees: 45)) == "NE 48 km/h")
    #expect(imperial.wind(Wind(kilometresPerHour: 19, directionDegrees: 315)) == "NW 12 mph")
    #expect(metric.wind(Wind(kilometresPerHour: 3)) == "3 km/h")
  }

  @Test func valuesNoScreenCouldShowPrintAsMissingInsteadOfTrapping() {
    for value in [1e20, -1e20, 1e300, .infinity, -.infinity, .nan] {
      #expect(metric.temperature(value) == Glyphs.missingValue)
      #expect(imperial.temperatureWithUnit(value) == Glyphs.missingValue)
      #expect(metric.temperatureDigits(value) == Glyphs.missingValue)
      #expect(imperial.speed(value) == Glyphs.missingValue)
      #expect(metric.pressure(value) == Glyphs.missingValue)
      #expect(imperial.distance(value) == Glyphs.missingValue)
    }
    #expect(metric.temperature(-0.0) == "0°")
    #expect(metric.speed(9e14) == "900000000000000 km/h")
  }

  @Test func compassPointsOfAnyFiniteAngle() {
    #expect(
      Compass.point(degrees: 1e20)
        == Compass.point(degrees: 1e20.truncatingRemainder(dividingBy: 360)))
    #expect(Compass.point(degrees: -1e308) != Glyphs.missingValue)
    #expect(Compass.point(degrees: .infinity) == Glyphs.missingValue)
    #expect(Compass.point(degrees: .nan) == Glyphs.missingValue)
  }

  @Test func compassPointsWrapAround() {
    #expect(Compass.point(degrees: 0) == "N")
    #expect(Compass.point(degrees: 315) == "NW")
    #expect(Compass.point(degrees: 348.75) == "N")
    #expect(Compass.point(degrees: -90) == "W")
    #expect(Compass.point(degrees: 720 + 22.5) == "NNE")
  }

  @Test func localTimesUseThePlacesZoneNotTheMachines() {
    let toronto = LocalTime(timeZoneID: "America/Toronto")
    let seoul = LocalTime(timeZoneID: "Asia/Seoul")
    #expect(toronto.dateAndClock(FixtureTime.reference) == "Sun 22 Nov 15:00")
    #expect(seoul.dateAndClock(FixtureTime.reference) == "Mon 23 Nov 05:00")
    #expect(LocalTime(timeZoneID: "Not/AZone").clock(FixtureTime.reference) == "20:00")
  }

  @Test func updatedLabelsSayHowLongAgo() {
    let local = LocalTime(timeZoneID: "America/Toronto")
    let fetched = FixtureTime.reference
    func label(after seconds: TimeInterval) -> String {
      RelativeTime.updated(fetched, now: fetched.addingTimeInterval(seconds), local: local)
    }
    #expect(label(after: -30) == "Updated just now")
    #expect(label(after: 59) == "Updated just now")
    #expect(label(after: 120) == "Updated 2 min ago")
    #expect(label(after: 3 * 3600 + 60) == "Updated 3 h ago")
    #expect(label(after: 2 * 86400) == "Updated Sun 22 Nov 15:00")
  }

  /// The palette colours six kinds of weather; every WMO condition is one of them, the
  /// freezing ones snow's.
  @Test func everyConditionHasTheKindThePaletteColoursItAs() {
    let expected: [WeatherCondition: ConditionKind] = [
      .clear: .clear, .mainlyClear: .clear, .partlyCloudy: .cloudy, .overcast: .cloudy,
      .fog: .fog, .drizzle: .rain, .rain: .rain, .rainShowers: .rain,
      .freezingDrizzle: .snow, .freezingRain: .snow, .snow: .snow, .snowGrains: .snow,
      .snowShowers: .snow, .thunderstorm: .storm, .thunderstormWithHail: .storm,
    ]
    #expect(Set(expected.keys) == Set(WeatherCondition.allCases))
    for (condition, kind) in expected { #expect(condition.kind == kind, "\(condition)") }
  }

  /// A band is decided from °C whatever the units shown, and a value shown as a dash has
  /// none, so a dash is never coloured.
  @Test func bandsComeFromCelsiusAndADashHasNone() {
    #expect(imperial.temperature(-2) == "28°")
    #expect(imperial.band(-2) == .freezing)
    #expect(metric.temperature(-0.3) == "0°")
    #expect(metric.band(-0.3) == .freezing, "below freezing, whatever it rounds to")
    #expect(metric.band(9.9) == .cold)
    #expect(metric.band(28) == .hot)
    #expect(metric.band(nil) == nil)
    for value in [1e20, -1e20, .infinity, -.infinity, .nan] {
      #expect(metric.temperature(value) == Glyphs.missingValue)
      #expect(metric.band(value) == nil, "\(value)")
    }
  }

  @Test func everyConditionHasASymbolInBothGlyphSets() {
    for condition in WeatherCondition.allCases {
      for isNight in [false, true] {
        let symbol = condition.symbol(isNight: isNight)
        #expect(Glyphs.unicode.symbols[symbol] != nil)
        #expect(Glyphs.ascii.symbols[symbol]?.allSatisfy(\.isASCII) == true)
      }
    }
  }
}
