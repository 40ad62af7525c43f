// The hours of the strip's fixtures: the fixture weather of the built-in places at the
// fixtures' reference time (`FixtureTime.reference`, in Services), as the Now container
// formats it, so previews show what the app shows.

extension HourlyStrip.Props {
  /// Toronto at 15:00 in a winter storm: snow until morning, midnight after nine hours.
  public static let toronto = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("15", "❄️", "-2°", "100%"),
        ("16", "❄️", "-2°", "100%"),
        ("17", "❄️", "-2°", "100%"),
        ("18", "❄️", "-2°", "100%"),
        ("19", "❄️", "-3°", "100%"),
        ("20", "❄️", "-3°", "100%"),
        ("21", "❄️", "-3°", "100%"),
        ("22", "❄️", "-3°", "100%"),
        ("23", "❄️", "-3°", "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 9,
      [
        ("00", "❄️", "-4°", "100%"),
        ("01", "❄️", "-4°", "100%"),
        ("02", "❄️", "-4°", "100%"),
        ("03", "❄️", "-4°", "100%"),
        ("04", "❄️", "-4°", "100%"),
        ("05", "❄️", "-4°", "100%"),
        ("06", "❄️", "-3°", "70%"),
        ("07", "❄️", "-2°", "30%"),
        ("08", "☁️", "-2°", "0%"),
        ("09", "☁️", "-1°", "0%"),
        ("10", "☁️", "-1°", "0%"),
        ("11", "☁️", "0°", "0%"),
        ("12", "☁️", "0°", "0%"),
        ("13", "☁️", "1°", "0%"),
        ("14", "☁️", "1°", "0%"),
      ]),
    border: .rounded)

  /// The same hours in °F.
  public static let torontoImperial = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("15", "❄️", "28°", "100%"),
        ("16", "❄️", "28°", "100%"),
        ("17", "❄️", "28°", "100%"),
        ("18", "❄️", "28°", "100%"),
        ("19", "❄️", "27°", "100%"),
        ("20", "❄️", "27°", "100%"),
        ("21", "❄️", "27°", "100%"),
        ("22", "❄️", "26°", "100%"),
        ("23", "❄️", "26°", "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 9,
      [
        ("00", "❄️", "26°", "100%"),
        ("01", "❄️", "25°", "100%"),
        ("02", "❄️", "25°", "100%"),
        ("03", "❄️", "25°", "100%"),
        ("04", "❄️", "25°", "100%"),
        ("05", "❄️", "25°", "100%"),
        ("06", "❄️", "26°", "70%"),
        ("07", "❄️", "28°", "30%"),
        ("08", "☁️", "29°", "0%"),
        ("09", "☁️", "30°", "0%"),
        ("10", "☁️", "31°", "0%"),
        ("11", "☁️", "32°", "0%"),
        ("12", "☁️", "33°", "0%"),
        ("13", "☁️", "33°", "0%"),
        ("14", "☁️", "34°", "0%"),
      ]),
    border: .rounded)

  /// The same hours with the ASCII glyphs: no degree sign, two-letter skies.
  public static let torontoASCII = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("15", "**", "-2", "100%"),
        ("16", "**", "-2", "100%"),
        ("17", "**", "-2", "100%"),
        ("18", "**", "-2", "100%"),
        ("19", "**", "-3", "100%"),
        ("20", "**", "-3", "100%"),
        ("21", "**", "-3", "100%"),
        ("22", "**", "-3", "100%"),
        ("23", "**", "-3", "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 9,
      [
        ("00", "**", "-4", "100%"),
        ("01", "**", "-4", "100%"),
        ("02", "**", "-4", "100%"),
        ("03", "**", "-4", "100%"),
        ("04", "**", "-4", "100%"),
        ("05", "**", "-4", "100%"),
        ("06", "**", "-3", "70%"),
        ("07", "**", "-2", "30%"),
        ("08", "~~", "-2", "0%"),
        ("09", "~~", "-1", "0%"),
        ("10", "~~", "-1", "0%"),
        ("11", "~~", "0", "0%"),
        ("12", "~~", "0", "0%"),
        ("13", "~~", "1", "0%"),
        ("14", "~~", "1", "0%"),
      ]),
    border: .ascii)

  /// Oslo at 21:00: midnight after three hours, and temperatures of -0.3° that print "0°".
  public static let oslo = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("21", "☁️", "0°", "60%"),
        ("22", "🧊", "0°", "70%"),
        ("23", "❄️", "-1°", "90%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 3,
      [
        ("00", "❄️", "-1°", "100%"),
        ("01", "❄️", "-1°", "100%"),
        ("02", "❄️", "-1°", "100%"),
        ("03", "❄️", "-1°", "100%"),
        ("04", "❄️", "-1°", "100%"),
        ("05", "❄️", "-1°", "100%"),
        ("06", "❄️", "-1°", "100%"),
        ("07", "❄️", "-1°", "100%"),
        ("08", "❄️", "0°", "100%"),
        ("09", "❄️", "0°", "100%"),
        ("10", "❄️", "0°", "100%"),
        ("11", "🧊", "0°", "80%"),
        ("12", "☁️", "0°", "60%"),
        ("13", "☁️", "0°", "50%"),
        ("14", "☁️", "0°", "60%"),
        ("15", "🧊", "0°", "80%"),
        ("16", "❄️", "0°", "100%"),
        ("17", "❄️", "0°", "100%"),
        ("18", "❄️", "0°", "100%"),
        ("19", "❄️", "0°", "100%"),
        ("20", "❄️", "0°", "100%"),
      ]),
    border: .rounded)

  /// 東京 at 05:00 on Monday: nineteen hours before midnight.
  public static let tokyo = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("05", "☁️", "10°", "30%"),
        ("06", "☁️", "11°", "40%"),
        ("07", "☁️", "12°", "70%"),
        ("08", "🌧️", "12°", "90%"),
        ("09", "🌧️", "13°", "100%"),
        ("10", "🌧️", "13°", "80%"),
        ("11", "☁️", "13°", "60%"),
        ("12", "⛅", "14°", "30%"),
        ("13", "☀️", "15°", "20%"),
        ("14", "⛅", "15°", "40%"),
        ("15", "🌦️", "14°", "70%"),
        ("16", "🌧️", "13°", "100%"),
        ("17", "🌧️", "13°", "100%"),
        ("18", "🌧️", "13°", "100%"),
        ("19", "🌧️", "12°", "100%"),
        ("20", "🌧️", "12°", "100%"),
        ("21", "🌧️", "11°", "100%"),
        ("22", "🌧️", "10°", "100%"),
        ("23", "☁️", "10°", "60%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 19,
      [
        ("00", "🌙", "8°", "20%"),
        ("01", "🌙", "7°", "10%"),
        ("02", "🌙", "7°", "20%"),
        ("03", "☁️", "8°", "50%"),
        ("04", "🌧️", "9°", "90%"),
      ]),
    border: .rounded)

  /// Llanfairpwll… at 20:00, in a gale.
  public static let llanfairpwll = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("20", "🌧️", "9°", "100%"),
        ("21", "🌧️", "9°", "100%"),
        ("22", "🌧️", "8°", "100%"),
        ("23", "🌧️", "8°", "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 4,
      [
        ("00", "🌧️", "8°", "100%"),
        ("01", "🌧️", "8°", "100%"),
        ("02", "🌧️", "7°", "100%"),
        ("03", "🌧️", "7°", "100%"),
        ("04", "🌧️", "7°", "100%"),
        ("05", "🌧️", "8°", "70%"),
        ("06", "🌧️", "8°", "40%"),
        ("07", "☁️", "8°", "70%"),
        ("08", "🌧️", "8°", "90%"),
        ("09", "🌦️", "9°", "80%"),
        ("10", "☁️", "9°", "60%"),
        ("11", "☁️", "9°", "40%"),
        ("12", "☁️", "9°", "40%"),
        ("13", "☁️", "10°", "40%"),
        ("14", "☁️", "10°", "40%"),
        ("15", "☁️", "10°", "50%"),
        ("16", "☁️", "10°", "50%"),
        ("17", "☁️", "10°", "50%"),
        ("18", "☁️", "9°", "60%"),
        ("19", "☁️", "9°", "60%"),
      ]),
    border: .rounded)

  /// No hours at all, as for Reykjavík, whose source sends none.
  public static let empty = HourlyStrip.Props(today: [], tomorrow: [], border: .rounded)
}

extension HourlyStrip.Hour {
  /// Consecutive hours, the first `start` hours after the reference time, one per tuple
  /// of hour, sky, temperature and precipitation: fixtures written as the table they are.
  ///
  /// Their ids are the hours' times in seconds since 1970, as the container makes them,
  /// counted from ``FixtureClock/referenceSeconds``.
  static func run(fromHour start: Int, _ rows: [(String, String, String, String)]) -> [Self] {
    rows.enumerated().map { index, row in
      Self(
        id: FixtureClock.referenceSeconds + (start + index) * 3_600, hour: row.0,
        symbol: row.1, temperature: row.2, precipitation: row.3)
    }
  }
}
