import Containers
import Foundation
import TestSupport
import Testing

/// `LocalTime` reads dates off the wall clock by arithmetic; a `Calendar` in the same
/// zone is the reference it must agree with, in every kind of zone and across the
/// moments where clocks change.
@Suite struct LocalTimeTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["STRATUS_FUZZ_SEED"].flatMap { UInt64($0) }
    ?? 0x5EED_0077

  /// Zones with daylight saving in either hemisphere, offsets of half and three quarters
  /// of an hour, a half-hour daylight shift (Lord Howe), a day skipped (Apia, 2011), a
  /// zone ahead of UTC by 14 hours, and none.
  static let zones = [
    "America/Toronto", "Europe/Oslo", "Asia/Seoul", "America/Sao_Paulo", "Australia/Sydney",
    "Asia/Kolkata", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham",
    "Australia/Lord_Howe", "Pacific/Apia", "Pacific/Kiritimati", "America/Santiago", "UTC",
  ]

  @Test(arguments: zones) func agreesWithTheCalendar(zone: String) {
    print("LocalTimeTests.agreesWithTheCalendar(\(zone)) seed: \(Self.seed)")
    var random = SeededGenerator(seed: Self.seed)
    let local = LocalTime(timeZoneID: zone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = local.timeZone
    // 1901 to 2099, with fractions of a second, and before 1970 too.
    var dates = (0..<2_000).map { _ in
      Date(timeIntervalSince1970: Double.random(in: -2_170_000_000...4_100_000_000, using: &random))
    }
    // Either side of Apia's jump across the date line: Thursday 29 December 2011, 23:59:59
    // (UTC-10), was followed by Saturday 31 December, 00:00 (UTC+14).
    dates += [1_325_239_199, 1_325_239_200].map { Date(timeIntervalSince1970: $0) }
    // A minute either side of every clock change from 2005 to 2030.
    var moment = Date(timeIntervalSince1970: 1_104_537_600)
    while let change = local.timeZone.nextDaylightSavingTimeTransition(after: moment),
      change.timeIntervalSince1970 < 1_893_456_000
    {
      dates += [-60.5, -1, 0, 0.5, 60].map { change.addingTimeInterval($0) }
      moment = change
    }
    let formatter = Self.formatter(in: local.timeZone)
    for date in dates {
      let parts = calendar.dateComponents([.weekday, .day, .hour, .minute], from: date)
      #expect(local.dateAndClock(date) == formatter.string(from: date), "\(zone) at \(date)")
      #expect(local.weekday(date) == formatter.shortWeekdaySymbols[parts.weekday! - 1])
      #expect(local.dayOfMonth(date) == "\(parts.day!)")
      #expect(local.minuteOfDay(date) == parts.hour! * 60 + parts.minute!, "\(zone) at \(date)")
      #expect(
        local.startOfHour(date) == calendar.dateInterval(of: .hour, for: date)?.start,
        "\(zone) at \(date)")
      // The day by the wall clock's components: `Calendar.isDate(_:inSameDayAs:)`
      // disagrees with them beside some clock changes (St John's, 2005 and 2010).
      let other = date.addingTimeInterval(Double.random(in: -86_400...86_400, using: &random))
      let days = [date, other].map { calendar.dateComponents([.year, .month, .day], from: $0) }
      #expect(
        local.isSameDay(date, as: other) == (days[0] == days[1]), "\(zone): \(date), \(other)")
    }
  }

  @Test func apiaSkippedTheThirtiethOfDecember2011() {
    let apia = LocalTime(timeZoneID: "Pacific/Apia")
    #expect(apia.dateAndClock(Date(timeIntervalSince1970: 1_325_239_199)) == "Thu 29 Dec 23:59")
    #expect(apia.dateAndClock(Date(timeIntervalSince1970: 1_325_239_200)) == "Sat 31 Dec 00:00")
  }

  @Test func readsTheWallClockOfAFixedMoment() {
    let toronto = LocalTime(timeZoneID: "America/Toronto")
    // 2026-11-22 20:00 UTC is 15:00 in Toronto, on a Sunday.
    let time = toronto.wallClock(Date(timeIntervalSince1970: 1_795_377_600))
    #expect((time.hour, time.minute, time.minuteOfDay) == (15, 0, 900))
    #expect((time.weekday, time.month, time.dayOfMonth) == (0, 11, 22))
    let before1970 = LocalTime(timeZoneID: "UTC").wallClock(Date(timeIntervalSince1970: -1))
    #expect((before1970.day, before1970.secondOfDay) == (-1, 86_399))
    #expect((before1970.weekday, before1970.month, before1970.dayOfMonth) == (3, 12, 31))
  }

  /// "Sun 22 Nov 14:05" by Foundation's own formatter: the reference in English.
  private static func formatter(in zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = zone
    formatter.dateFormat = "EEE d MMM HH:mm"
    return formatter
  }
}
