import Foundation

/// Where the sun is, approximately: enough for sunrise, sunset, day length and whether
/// it is daytime.
///
/// The formulas are NOAA's low-accuracy ones (declination and equation of time as short
/// Fourier series in the day of the year), good to a few minutes away from the poles.
/// The fixtures need plausible times, not an ephemeris.
enum Sun {
  /// The sun's elevation above the horizon at `time`, degrees.
  static func elevationDegrees(at time: Date, latitude: Double, longitude: Double) -> Double {
    let declination = declinationRadians(at: time)
    let hourAngle = (solarHour(at: time, longitude: longitude) - 12) * 15 * .pi / 180
    let latitudeRadians = latitude * .pi / 180
    let sine =
      sin(latitudeRadians) * sin(declination)
      + cos(latitudeRadians) * cos(declination) * cos(hourAngle)
    return asin(max(-1, min(1, sine))) * 180 / .pi
  }

  /// The local solar time at `time`: 12 when the sun is highest, whatever the clocks say.
  static func solarHour(at time: Date, longitude: Double) -> Double {
    let utcHours = time.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) / 3_600
    let hour = utcHours + longitude / 15 + equationOfTimeMinutes(at: time) / 60
    return (hour.truncatingRemainder(dividingBy: 24) + 24).truncatingRemainder(dividingBy: 24)
  }

  /// Hours between sunrise and sunset on the day around `time`: 0 in the polar night,
  /// 24 under the midnight sun.
  static func dayLengthHours(at time: Date, latitude: Double) -> Double {
    guard let halfDay = halfDayDegrees(at: time, latitude: latitude) else {
      return isPolarNight(at: time, latitude: latitude) ? 0 : 24
    }
    return 2 * halfDay / 15
  }

  /// Sunrise and sunset on the day whose local noon is `localNoon`, to the minute; `nil`
  /// in the polar night and under the midnight sun, when the sun does not cross the
  /// horizon.
  static func sunriseAndSunset(around localNoon: Date, latitude: Double, longitude: Double)
    -> (sunrise: Date, sunset: Date)?
  {
    var offsetHours = 12 - solarHour(at: localNoon, longitude: longitude)
    if offsetHours > 12 { offsetHours -= 24 }
    if offsetHours <= -12 { offsetHours += 24 }
    let solarNoon = localNoon.addingTimeInterval(offsetHours * 3_600)
    guard let halfDay = halfDayDegrees(at: solarNoon, latitude: latitude) else { return nil }
    let halfDaySeconds = halfDay / 15 * 3_600
    return (
      roundedToMinute(solarNoon.addingTimeInterval(-halfDaySeconds)),
      roundedToMinute(solarNoon.addingTimeInterval(halfDaySeconds))
    )
  }

  // MARK: - Astronomy

  /// The hour angle of sunset, degrees, allowing for refraction and the sun's radius;
  /// `nil` when the sun stays below or above the horizon all day.
  private static func halfDayDegrees(at time: Date, latitude: Double) -> Double? {
    let latitudeRadians = latitude * .pi / 180
    let declination = declinationRadians(at: time)
    let cosine =
      (sin(-0.833 * .pi / 180) - sin(latitudeRadians) * sin(declination))
      / (cos(latitudeRadians) * cos(declination))
    guard (-1...1).contains(cosine) else { return nil }
    return acos(cosine) * 180 / .pi
  }

  private static func isPolarNight(at time: Date, latitude: Double) -> Bool {
    // The sun stays down when the pole tilted away from it is on the place's side.
    let declination = declinationRadians(at: time)
    return (latitude > 0) == (declination < 0)
  }

  /// The fraction of the year at `time`, in radians (0 on 1 January).
  static func fractionalYear(at time: Date) -> Double {
    // 2000-01-01T00:00Z is 10,957 days after 1970; the tropical year is 365.2422 days.
    let days = time.timeIntervalSince1970 / 86_400 - 10_957
    let dayOfYear = (days.truncatingRemainder(dividingBy: 365.2422) + 365.2422)
      .truncatingRemainder(dividingBy: 365.2422)
    return 2 * .pi * dayOfYear / 365.2422
  }

  private static func declinationRadians(at time: Date) -> Double {
    let year = fractionalYear(at: time)
    return 0.006918 - 0.399912 * cos(year) + 0.070257 * sin(year)
      - 0.006758 * cos(2 * year) + 0.000907 * sin(2 * year)
      - 0.002697 * cos(3 * year) + 0.00148 * sin(3 * year)
  }

  private static func equationOfTimeMinutes(at time: Date) -> Double {
    let year = fractionalYear(at: time)
    return 229.18
      * (0.000075 + 0.001868 * cos(year) - 0.032077 * sin(year)
        - 0.014615 * cos(2 * year) - 0.040849 * sin(2 * year))
  }

  private static func roundedToMinute(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded() * 60)
  }
}
