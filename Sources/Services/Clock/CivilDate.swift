/// Calendar arithmetic on proleptic Gregorian dates, with no `Calendar` and no time zone:
/// the one place that knows month lengths and counts days from 1970-01-01.
///
/// Reading a time must not depend on the machine's locale or calendar settings, so the
/// Open-Meteo reader (`TimeValue`) and the command line's `--at` both do their date
/// arithmetic here.
public enum CivilDate {
  /// The number of days in `month` (1-12) of `year`, leap years included.
  public static func daysIn(month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date, counting from March so the leap day comes last
  /// (Howard Hinnant's `days_from_civil`).
  ///
  /// - Complexity: O(1).
  public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
