import Foundation

/// A time as Open-Meteo writes it: seconds since 1970 (`timeformat=unixtime`) or local
/// ISO 8601 text (`2026-11-22T15:00`, or `2026-11-22` for a day), the default.
///
/// Local text carries no offset: the reply's `utc_offset_seconds` says where it is, so a
/// value is only turned into a `Date` by ``date(path:utcOffsetSeconds:)``. A daily unixtime
/// is the instant of local midnight, so both forms name the same moment.
enum TimeValue: Decodable, Equatable {
  case unix(Double)
  case local(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Double.self) {
      self = .unix(seconds)
    } else if let text = try? container.decode(String.self) {
      self = .local(text)
    } else if container.decodeNil() {
      throw DecodingError.valueNotFound(
        TimeValue.self,
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "null"))
    } else {
      throw DecodingError.typeMismatch(
        TimeValue.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "neither a number nor a string"))
    }
  }

  /// Times earlier or later than this many seconds from 1970 (about the years 1780 and
  /// 2160) are rejected: no forecast has them, and calendar arithmetic on absurd dates is
  /// not worth trusting.
  static let plausibleSeconds = 6e9

  /// The instant this value names.
  ///
  /// - Parameters:
  ///   - path: names the value in errors (`hourly.time[3]`).
  ///   - utcOffsetSeconds: the reply's offset, needed only for local text; `nil` when the
  ///     reply has none.
  /// - Throws: ``OpenMeteo/FormatError`` when the text is not a local ISO 8601 time, the
  ///   offset is missing, or the time is implausible.
  func date(path: String, utcOffsetSeconds: Int?) throws(OpenMeteo.FormatError) -> Date {
    switch self {
    case .unix(let seconds):
      guard abs(seconds) <= Self.plausibleSeconds else {
        throw OpenMeteo.FormatError("\(path): \(seconds) is not a plausible unixtime")
      }
      return Date(timeIntervalSince1970: seconds)
    case .local(let text):
      guard let seconds = Self.secondsAsIfUTC(text) else {
        throw OpenMeteo.FormatError(
          "\(path): '\(text)' is not a local ISO 8601 time like 2026-11-22T15:00")
      }
      guard let utcOffsetSeconds else {
        throw OpenMeteo.FormatError(
          "missing 'utc_offset_seconds' (needed to read the local time in \(path))")
      }
      return Date(timeIntervalSince1970: Double(seconds - utcOffsetSeconds))
    }
  }

  /// Whether this is a number, for telling a series that mixes the two forms.
  var isUnix: Bool {
    if case .unix = self { true } else { false }
  }

  // MARK: - Parsing local text

  /// Seconds from 1970 of `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm` or `yyyy-MM-ddTHH:mm:ss` read as
  /// if it were UTC, or `nil` when the text is not one of those or names no real date.
  private static func secondsAsIfUTC(_ text: String) -> Int? {
    let parts = text.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
      let year = number(date[0]), let month = number(date[1]), let day = number(date[2]),
      (1..<13).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, of: year)
    else { return nil }
    var secondsOfDay = 0
    if parts.count == 2 {
      let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
      guard time.count == 2 || time.count == 3, time.allSatisfy({ $0.count == 2 }),
        let hour = number(time[0]), let minute = number(time[1]),
        (0..<24).contains(hour), (0..<60).contains(minute)
      else { return nil }
      let second = time.count == 3 ? number(time[2]) : 0
      guard let second, (0..<60).contains(second) else { return nil }
      secondsOfDay = hour * 3600 + minute * 60 + second
    }
    return CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400 + secondsOfDay
  }

  private static func number(_ digits: Substring) -> Int? {
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }
}
