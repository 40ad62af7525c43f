extension LocalTime {
  /// A moment as a place's wall clock and calendar show it: the day, and the time into
  /// it.
  ///
  /// It is plain arithmetic on the seconds since 1970 on that clock (the UTC seconds
  /// plus the zone's offset at that moment), on the proleptic Gregorian calendar, which
  /// every date a forecast holds is on.
  public struct WallClock: Sendable, Equatable {
    /// Days since 1 January 1970 on the place's calendar: two moments fall on the same
    /// local day when their `day`s are equal.
    public let day: Int
    /// Seconds since local midnight, 0..<86,400.
    public let secondOfDay: Int

    /// The moment `localSeconds` seconds after midnight, 1 January 1970, on the local
    /// clock.
    init(localSeconds: Int) {
      let secondsPerDay = 86_400
      // Rounded down, also before 1970: -1 s is 23:59:59 the day before.
      day =
        localSeconds >= 0 ? localSeconds / secondsPerDay : (localSeconds + 1) / secondsPerDay - 1
      secondOfDay = localSeconds - day * secondsPerDay
    }

    /// 0 to 23.
    public var hour: Int { secondOfDay / 3600 }
    /// 0 to 59.
    public var minute: Int { secondOfDay / 60 % 60 }
    /// Minutes since midnight: 14:05 is 845.
    public var minuteOfDay: Int { secondOfDay / 60 }
    /// 0 for Sunday to 6 for Saturday; 1 January 1970 was a Thursday.
    public var weekday: Int { ((day + 4) % 7 + 7) % 7 }
    /// 1 for January to 12.
    public var month: Int { civilDate.month }
    /// 1 to 31.
    public var dayOfMonth: Int { civilDate.day }

    /// The month and day of ``day``, by Howard Hinnant's `civil_from_days`: it counts in
    /// 400-year eras of 146,097 days, each year starting on 1 March so that the leap day
    /// comes last.
    private var civilDate: (month: Int, day: Int) {
      let shifted = day + 719_468  // days from 1 March of year 0 to 1 January 1970
      let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
      let dayOfEra = shifted - era * 146_097
      let yearOfEra =
        (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let monthFromMarch = (5 * dayOfYear + 2) / 153
      let dayOfMonth = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
      return (monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9, dayOfMonth)
    }
  }
}
