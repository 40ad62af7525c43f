import Foundation

/// Local days and hours at a place, in its time zone.
///
/// A location whose time zone id Foundation does not know (a hand-made test location)
/// falls back to the zone its longitude suggests, so the fixtures never fail.
struct PlaceCalendar: Sendable {
  let calendar: Calendar

  init(for location: Location) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone =
      TimeZone(identifier: location.timeZoneID)
      ?? TimeZone(secondsFromGMT: Self.hoursFromGMT(longitude: location.longitude) * 3_600)
      ?? TimeZone(secondsFromGMT: 0)!
    self.calendar = calendar
  }

  /// The whole hours a longitude is from Greenwich (15° an hour), within the ±12 hours
  /// longitudes span; 0 for a longitude that is not a number. A hand-made location can
  /// hold any `Double`, and rounding 1e20 to an `Int` would trap.
  private static func hoursFromGMT(longitude: Double) -> Int {
    guard longitude.isFinite else { return 0 }
    let degrees = longitude.truncatingRemainder(dividingBy: 360)
    let wrapped = degrees > 180 ? degrees - 360 : degrees < -180 ? degrees + 360 : degrees
    return Int((wrapped / 15).rounded())
  }

  /// The start of the local hour containing `date` (a half hour past the UTC hour in
  /// Kolkata or St. John's).
  func startOfHour(_ date: Date) -> Date {
    calendar.dateInterval(of: .hour, for: date)?.start ?? date
  }

  /// Local midnight at the start of `date`'s day.
  func startOfDay(_ date: Date) -> Date {
    calendar.startOfDay(for: date)
  }

  /// Local midnight `days` days after the midnight `midnight`.
  func day(_ days: Int, after midnight: Date) -> Date {
    calendar.date(byAdding: .day, value: days, to: midnight)
      ?? midnight.addingTimeInterval(Double(days) * 86_400)
  }

  /// `hour` o'clock on the day starting at `midnight`; hours past 23 run into the next
  /// day.
  func time(_ hour: Int, on midnight: Date) -> Date {
    let day = day(hour / 24, after: midnight)
    return calendar.date(bySettingHour: hour % 24, minute: 0, second: 0, of: day)
      ?? day.addingTimeInterval(Double(hour % 24) * 3_600)
  }

  /// The local hour of `date`, 0...23.
  func hour(of date: Date) -> Int {
    calendar.component(.hour, from: date)
  }
}
