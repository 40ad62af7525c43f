import Foundation

/// Dates as the screens print them, in a location's own time zone and in English,
/// whatever the machine's locale or zone.
///
/// A weather screen shows the place's time, not the viewer's: 14:05 in Toronto is
/// 04:05 the next day in Seoul. Each date is read off the place's wall clock
/// (``WallClock``) from one look-up of the zone's offset at that moment, and printed by
/// hand, so the output never depends on the host's locale data. A `Calendar` would give
/// the same answers for a few times the cost: it was 6% of drawing the Now screen, which
/// formats 24 hours on every pass.
public struct LocalTime: Sendable, Equatable {
  /// The zone times are shown in.
  public let timeZone: TimeZone

  /// Times in the zone `identifier` (IANA, such as `America/Toronto`); an unknown
  /// identifier falls back to UTC rather than to the machine's zone.
  public init(timeZoneID identifier: String) {
    timeZone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC")!
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `date` as the place's clock and calendar show it.
  public func wallClock(_ date: Date) -> WallClock {
    WallClock(
      localSeconds: Int(date.timeIntervalSince1970.rounded(.down))
        + timeZone.secondsFromGMT(for: date))
  }

  /// "14:05".
  public func clock(_ date: Date) -> String {
    let time = wallClock(date)
    return "\(Self.two(time.hour)):\(Self.two(time.minute))"
  }

  /// "14", the hour of the hourly strip.
  public func hour(_ date: Date) -> String {
    Self.hour(of: wallClock(date))
  }

  /// "14", for a moment already read off the clock.
  public static func hour(of time: WallClock) -> String {
    two(time.hour)
  }

  /// "Sun".
  public func weekday(_ date: Date) -> String {
    Self.weekdays[wallClock(date).weekday]
  }

  /// "22", the day of the month.
  public func dayOfMonth(_ date: Date) -> String {
    "\(wallClock(date).dayOfMonth)"
  }

  /// "Sun 22 Nov".
  public func date(_ date: Date) -> String {
    let time = wallClock(date)
    return "\(Self.weekdays[time.weekday]) \(time.dayOfMonth) \(Self.months[time.month - 1])"
  }

  /// "Sun 22 Nov 14:05".
  public func dateAndClock(_ date: Date) -> String {
    "\(self.date(date)) \(clock(date))"
  }

  /// Whether `date` is on the same local day as `other`.
  public func isSameDay(_ date: Date, as other: Date) -> Bool {
    wallClock(date).day == wallClock(other).day
  }

  /// Minutes since local midnight by the place's wall clock: 14:05 is 845.
  public func minuteOfDay(_ date: Date) -> Int {
    wallClock(date).minuteOfDay
  }

  /// The start of `date`'s hour on the place's clock: in a zone offset by half an hour,
  /// that is not the start of the UTC hour.
  public func startOfHour(_ date: Date) -> Date {
    let wholeSeconds = date.timeIntervalSince1970.rounded(.down)
    let intoHour = wallClock(date).secondOfDay % 3600
    return Date(timeIntervalSince1970: wholeSeconds - Double(intoHour))
  }

  private static func two(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
