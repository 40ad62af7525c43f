import Foundation

/// Dates as the screens print them, in a location's own time zone and in English,
/// whatever the machine's locale or zone.
///
/// A weather screen shows the place's time, not the viewer's: 14:05 in Toronto is
/// 04:05 the next day in Seoul. The formatting is done here by hand from calendar
/// components, so the output never depends on the host's locale data.
public struct LocalTime: Sendable, Equatable {
  /// The zone times are shown in.
  public let timeZone: TimeZone
  private let calendar: Calendar

  /// Times in the zone `identifier` (IANA, such as `America/Toronto`); an unknown
  /// identifier falls back to UTC rather than to the machine's zone.
  public init(timeZoneID identifier: String) {
    let zone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.timeZone = zone
    self.calendar = calendar
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// "14:05".
  public func clock(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return "\(Self.two(parts.hour ?? 0)):\(Self.two(parts.minute ?? 0))"
  }

  /// "14", the hour of the hourly strip.
  public func hour(_ date: Date) -> String {
    Self.two(calendar.component(.hour, from: date))
  }

  /// "Sun".
  public func weekday(_ date: Date) -> String {
    Self.weekdays[calendar.component(.weekday, from: date) - 1]
  }

  /// "22", the day of the month.
  public func dayOfMonth(_ date: Date) -> String {
    "\(calendar.component(.day, from: date))"
  }

  /// "Sun 22 Nov".
  public func date(_ date: Date) -> String {
    let month = Self.months[calendar.component(.month, from: date) - 1]
    return "\(weekday(date)) \(dayOfMonth(date)) \(month)"
  }

  /// "Sun 22 Nov 14:05".
  public func dateAndClock(_ date: Date) -> String {
    "\(self.date(date)) \(clock(date))"
  }

  /// Whether `date` is on the same local day as `other`.
  public func isSameDay(_ date: Date, as other: Date) -> Bool {
    calendar.isDate(date, inSameDayAs: other)
  }

  /// Minutes since local midnight by the place's wall clock: 14:05 is 845.
  ///
  /// Worked out from the zone's offset at `date`, which is all a time of day needs and
  /// costs a fraction of a calendar's day arithmetic; the hourly strip asks it for every
  /// hour it draws.
  public func minuteOfDay(_ date: Date) -> Int {
    let local =
      Int((date.timeIntervalSince1970 / 60).rounded(.down))
      + timeZone.secondsFromGMT(for: date) / 60
    let minutesPerDay = 24 * 60
    return (local % minutesPerDay + minutesPerDay) % minutesPerDay
  }

  /// Local midnight at the start of `date`'s day.
  public func startOfDay(_ date: Date) -> Date {
    calendar.startOfDay(for: date)
  }

  private static func two(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
