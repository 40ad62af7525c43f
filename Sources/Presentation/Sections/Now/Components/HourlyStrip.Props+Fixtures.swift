// The hours of the strip's fixtures: the fixture weather of the built-in places at the
// fixtures' reference time (`FixtureTime.reference`, in Services), as the Now container
// formats it, so previews show what the app shows.

extension HourlyStrip.Props {
  /// Toronto at 15:00 in a winter storm: snow until morning, midnight after nine hours.
  public static let toronto = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("15", "❄️", .snow, "-2°", .freezing, "100%"),
        ("16", "❄️", .snow, "-2°", .freezing, "100%"),
        ("17", "❄️", .snow, "-2°", .freezing, "100%"),
        ("18", "❄️", .snow, "-2°", .freezing, "100%"),
        ("19", "❄️", .snow, "-3°", .freezing, "100%"),
        ("20", "❄️", .snow, "-3°", .freezing, "100%"),
        ("21", "❄️", .snow, "-3°", .freezing, "100%"),
        ("22", "❄️", .snow, "-3°", .freezing, "100%"),
        ("23", "❄️", .snow, "-3°", .freezing, "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 9,
      [
        ("00", "❄️", .snow, "-4°", .freezing, "100%"),
        ("01", "❄️", .snow, "-4°", .freezing, "100%"),
        ("02", "❄️", .snow, "-4°", .freezing, "100%"),
        ("03", "❄️", .snow, "-4°", .freezing, "100%"),
        ("04", "❄️", .snow, "-4°", .freezing, "100%"),
        ("05", "❄️", .snow, "-4°", .freezing, "100%"),
        ("06", "❄️", .snow, "-3°", .freezing, "70%"),
        ("07", "❄️", .snow, "-2°", .freezing, "30%"),
        ("08", "☁️", .cloudy, "-2°", .freezing, "0%"),
        ("09", "☁️", .cloudy, "-1°", .freezing, "0%"),
        ("10", "☁️", .cloudy, "-1°", .freezing, "0%"),
        ("11", "☁️", .cloudy, "0°", .freezing, "0%"),
        ("12", "☁️", .cloudy, "0°", .cold, "0%"),
        ("13", "☁️", .cloudy, "1°", .cold, "0%"),
        ("14", "☁️", .cloudy, "1°", .cold, "0%"),
      ]),
    border: .rounded)

  /// The same hours in °F.
  public static let torontoImperial = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("15", "❄️", .snow, "28°", .freezing, "100%"),
        ("16", "❄️", .snow, "28°", .freezing, "100%"),
        ("17", "❄️", .snow, "28°", .freezing, "100%"),
        ("18", "❄️", .snow, "28°", .freezing, "100%"),
        ("19", "❄️", .snow, "27°", .freezing, "100%"),
        ("20", "❄️", .snow, "27°", .freezing, "100%"),
        ("21", "❄️", .snow, "27°", .freezing, "100%"),
        ("22", "❄️", .snow, "26°", .freezing, "100%"),
        ("23", "❄️", .snow, "26°", .freezing, "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 9,
      [
        ("00", "❄️", .snow, "26°", .freezing, "100%"),
        ("01", "❄️", .snow, "25°", .freezing, "100%"),
        ("02", "❄️", .snow, "25°", .freezing, "100%"),
        ("03", "❄️", .snow, "25°", .freezing, "100%"),
        ("04", "❄️", .snow, "25°", .freezing, "100%"),
        ("05", "❄️", .snow, "25°", .freezing, "100%"),
        ("06", "❄️", .snow, "26°", .freezing, "70%"),
        ("07", "❄️", .snow, "28°", .freezing, "30%"),
        ("08", "☁️", .cloudy, "29°", .freezing, "0%"),
        ("09", "☁️", .cloudy, "30°", .freezing, "0%"),
        ("10", "☁️", .cloudy, "31°", .freezing, "0%"),
        ("11", "☁️", .cloudy, "32°", .freezing, "0%"),
        ("12", "☁️", .cloudy, "33°", .cold, "0%"),
        ("13", "☁️", .cloudy, "33°", .cold, "0%"),
        ("14", "☁️", .cloudy, "34°", .cold, "0%"),
      ]),
    border: .rounded)

  /// The same hours with the ASCII glyphs: no degree sign, two-letter skies.
  public static let torontoASCII = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("15", "**", .snow, "-2", .freezing, "100%"),
        ("16", "**", .snow, "-2", .freezing, "100%"),
        ("17", "**", .snow, "-2", .freezing, "100%"),
        ("18", "**", .snow, "-2", .freezing, "100%"),
        ("19", "**", .snow, "-3", .freezing, "100%"),
        ("20", "**", .snow, "-3", .freezing, "100%"),
        ("21", "**", .snow, "-3", .freezing, "100%"),
        ("22", "**", .snow, "-3", .freezing, "100%"),
        ("23", "**", .snow, "-3", .freezing, "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 9,
      [
        ("00", "**", .snow, "-4", .freezing, "100%"),
        ("01", "**", .snow, "-4", .freezing, "100%"),
        ("02", "**", .snow, "-4", .freezing, "100%"),
        ("03", "**", .snow, "-4", .freezing, "100%"),
        ("04", "**", .snow, "-4", .freezing, "100%"),
        ("05", "**", .snow, "-4", .freezing, "100%"),
        ("06", "**", .snow, "-3", .freezing, "70%"),
        ("07", "**", .snow, "-2", .freezing, "30%"),
        ("08", "~~", .cloudy, "-2", .freezing, "0%"),
        ("09", "~~", .cloudy, "-1", .freezing, "0%"),
        ("10", "~~", .cloudy, "-1", .freezing, "0%"),
        ("11", "~~", .cloudy, "0", .freezing, "0%"),
        ("12", "~~", .cloudy, "0", .cold, "0%"),
        ("13", "~~", .cloudy, "1", .cold, "0%"),
        ("14", "~~", .cloudy, "1", .cold, "0%"),
      ]),
    border: .ascii)

  /// Oslo at 21:00: midnight after three hours, and temperatures of -0.3° that print "0°"
  /// in the freezing band (the container decides it from the reading, not the text).
  public static let oslo = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("21", "☁️", .cloudy, "0°", .freezing, "60%"),
        ("22", "🧊", .snow, "0°", .freezing, "70%"),
        ("23", "❄️", .snow, "-1°", .freezing, "90%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 3,
      [
        ("00", "❄️", .snow, "-1°", .freezing, "100%"),
        ("01", "❄️", .snow, "-1°", .freezing, "100%"),
        ("02", "❄️", .snow, "-1°", .freezing, "100%"),
        ("03", "❄️", .snow, "-1°", .freezing, "100%"),
        ("04", "❄️", .snow, "-1°", .freezing, "100%"),
        ("05", "❄️", .snow, "-1°", .freezing, "100%"),
        ("06", "❄️", .snow, "-1°", .freezing, "100%"),
        ("07", "❄️", .snow, "-1°", .freezing, "100%"),
        ("08", "❄️", .snow, "0°", .freezing, "100%"),
        ("09", "❄️", .snow, "0°", .freezing, "100%"),
        ("10", "❄️", .snow, "0°", .freezing, "100%"),
        ("11", "🧊", .snow, "0°", .freezing, "80%"),
        ("12", "☁️", .cloudy, "0°", .freezing, "60%"),
        ("13", "☁️", .cloudy, "0°", .freezing, "50%"),
        ("14", "☁️", .cloudy, "0°", .freezing, "60%"),
        ("15", "🧊", .snow, "0°", .freezing, "80%"),
        ("16", "❄️", .snow, "0°", .freezing, "100%"),
        ("17", "❄️", .snow, "0°", .freezing, "100%"),
        ("18", "❄️", .snow, "0°", .freezing, "100%"),
        ("19", "❄️", .snow, "0°", .freezing, "100%"),
        ("20", "❄️", .snow, "0°", .freezing, "100%"),
      ]),
    border: .rounded)

  /// 東京 at 05:00 on Monday: nineteen hours before midnight.
  public static let tokyo = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("05", "☁️", .cloudy, "10°", .mild, "30%"),
        ("06", "☁️", .cloudy, "11°", .mild, "40%"),
        ("07", "☁️", .cloudy, "12°", .mild, "70%"),
        ("08", "🌧️", .rain, "12°", .mild, "90%"),
        ("09", "🌧️", .rain, "13°", .mild, "100%"),
        ("10", "🌧️", .rain, "13°", .mild, "80%"),
        ("11", "☁️", .cloudy, "13°", .mild, "60%"),
        ("12", "⛅", .cloudy, "14°", .mild, "30%"),
        ("13", "☀️", .clear, "15°", .mild, "20%"),
        ("14", "⛅", .cloudy, "15°", .mild, "40%"),
        ("15", "🌦️", .rain, "14°", .mild, "70%"),
        ("16", "🌧️", .rain, "13°", .mild, "100%"),
        ("17", "🌧️", .rain, "13°", .mild, "100%"),
        ("18", "🌧️", .rain, "13°", .mild, "100%"),
        ("19", "🌧️", .rain, "12°", .mild, "100%"),
        ("20", "🌧️", .rain, "12°", .mild, "100%"),
        ("21", "🌧️", .rain, "11°", .mild, "100%"),
        ("22", "🌧️", .rain, "10°", .mild, "100%"),
        ("23", "☁️", .cloudy, "10°", .cold, "60%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 19,
      [
        ("00", "🌙", .clear, "8°", .cold, "20%"),
        ("01", "🌙", .clear, "7°", .cold, "10%"),
        ("02", "🌙", .clear, "7°", .cold, "20%"),
        ("03", "☁️", .cloudy, "8°", .cold, "50%"),
        ("04", "🌧️", .rain, "9°", .cold, "90%"),
      ]),
    border: .rounded)

  /// Llanfairpwll… at 20:00, in a gale.
  public static let llanfairpwll = HourlyStrip.Props(
    today: HourlyStrip.Hour.run(
      fromHour: 0,
      [
        ("20", "🌧️", .rain, "9°", .cold, "100%"),
        ("21", "🌧️", .rain, "9°", .cold, "100%"),
        ("22", "🌧️", .rain, "8°", .cold, "100%"),
        ("23", "🌧️", .rain, "8°", .cold, "100%"),
      ]),
    tomorrow: HourlyStrip.Hour.run(
      fromHour: 4,
      [
        ("00", "🌧️", .rain, "8°", .cold, "100%"),
        ("01", "🌧️", .rain, "8°", .cold, "100%"),
        ("02", "🌧️", .rain, "7°", .cold, "100%"),
        ("03", "🌧️", .rain, "7°", .cold, "100%"),
        ("04", "🌧️", .rain, "7°", .cold, "100%"),
        ("05", "🌧️", .rain, "8°", .cold, "70%"),
        ("06", "🌧️", .rain, "8°", .cold, "40%"),
        ("07", "☁️", .cloudy, "8°", .cold, "70%"),
        ("08", "🌧️", .rain, "8°", .cold, "90%"),
        ("09", "🌦️", .rain, "9°", .cold, "80%"),
        ("10", "☁️", .cloudy, "9°", .cold, "60%"),
        ("11", "☁️", .cloudy, "9°", .cold, "40%"),
        ("12", "☁️", .cloudy, "9°", .cold, "40%"),
        ("13", "☁️", .cloudy, "10°", .cold, "40%"),
        ("14", "☁️", .cloudy, "10°", .cold, "40%"),
        ("15", "☁️", .cloudy, "10°", .cold, "50%"),
        ("16", "☁️", .cloudy, "10°", .cold, "50%"),
        ("17", "☁️", .cloudy, "10°", .cold, "50%"),
        ("18", "☁️", .cloudy, "9°", .cold, "60%"),
        ("19", "☁️", .cloudy, "9°", .cold, "60%"),
      ]),
    border: .rounded)

  /// No hours at all, as for Reykjavík, whose source sends none.
  public static let empty = HourlyStrip.Props(today: [], tomorrow: [], border: .rounded)
}

extension HourlyStrip.Hour {
  /// Consecutive hours, the first `start` hours after the reference time, one per tuple
  /// of hour, sky and its kind, temperature and its band, and precipitation: fixtures
  /// written as the table they are.
  ///
  /// Their ids are the hours' times in seconds since 1970, as the container makes them,
  /// counted from ``FixtureClock/referenceSeconds``.
  static func run(
    fromHour start: Int,
    _ rows: [(String, String, ConditionKind, String, TemperatureBand?, String)]
  ) -> [Self] {
    rows.enumerated().map { index, row in
      Self(
        id: FixtureClock.referenceSeconds + (start + index) * 3_600, hour: row.0,
        symbol: row.1, condition: row.2, temperature: row.3, band: row.4, precipitation: row.5)
    }
  }
}
