import Foundation
import Services

/// Reads a time written in ISO 8601's extended form with a zone, strictly, and says
/// which part is wrong when it is not one.
///
/// The form is `YYYY-MM-DDThh:mm[:ss[.fff]]` then `Z` or an offset `±hh:mm`:
/// `2026-11-22T20:00Z`, `2026-11-22T15:00:00-05:00`, `2026-11-22T20:00:00.250Z`. Every
/// field has its fixed number of ASCII digits and its range, and the day must exist in
/// its month, so `2026-02-30` is an error rather than 2 March, and `+99:00` is not a
/// zone. ISO 8601 writes UTC as `Z` or `+00:00`, never `-00:00`.
///
/// Foundation's `ISO8601DateFormatter` is not used: it rolls impossible dates over and
/// accepts out-of-range offsets, and when it fails it cannot say why. The arithmetic
/// here is the proleptic Gregorian calendar's, the one ISO 8601 uses for every year.
enum ISO8601Time {
  /// What is wrong with a time, naming the part: `day 30 is past the end of February 2026`.
  struct Problem: Error, Equatable {
    let reason: String
  }

  /// The instant `text` names.
  ///
  /// - Throws: ``Problem`` naming the first part that is missing, malformed or out of range.
  static func date(from text: String) throws(Problem) -> Date {
    var reader = Reader(text)
    let year = try reader.digits(4, "the year (4 digits)")
    try reader.expect("-", after: "the year")
    let month = try reader.digits(2, "the month (2 digits)")
    guard (1...12).contains(month) else { throw Problem(reason: "month \(month) does not exist") }
    try reader.expect("-", after: "the month")
    let day = try reader.digits(2, "the day (2 digits)")
    let length = CivilDate.daysIn(month: month, of: year)
    guard (1...length).contains(day) else {
      throw Problem(
        reason: day == 0
          ? "day 00 does not exist"
          : "day \(day) is past the end of \(monthNames[month - 1]) \(year) (\(length) days)")
    }
    guard !reader.isAtEnd else { throw Problem(reason: "the time is missing after the date") }
    try reader.expect("T", after: "the date")
    let hour = try reader.field(2, named: "hour", in: 0...23)
    try reader.expect(":", after: "the hour")
    let minute = try reader.field(2, named: "minute", in: 0...59)
    var second = 0
    var fraction = 0.0
    if reader.skip(":") {
      second = try reader.field(2, named: "second", in: 0...59)
      if reader.skip(".") { fraction = try reader.fraction() }
    }
    let offset = try reader.zone()
    guard reader.isAtEnd else {
      throw Problem(reason: "unexpected '\(reader.leftover)' after the zone")
    }
    let days = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  // MARK: - Month names, for messages

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}
