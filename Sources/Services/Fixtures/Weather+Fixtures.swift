extension Weather {
  /// The built-in places' weather at ``FixtureTime/reference``, each with what it is
  /// chosen to exercise on the screens.
  ///
  /// These are ``Weather/fixture(for:at:)`` at that time; the same quirks appear at any
  /// other time, so the command line's `--at` shows them too.
  public enum Fixtures {
    /// Toronto, 15:00, in a winter storm. Two alerts, most severe first: a "Winter storm
    /// warning" and a "Special weather statement", each with an issue time and a
    /// weather.gc.ca URL. Snow and blowing snow ("Snow at times heavy" until the small
    /// hours), and every measurement present: a wind chill feels-like, humidity,
    /// pressure with a falling tendency, wind with a direction and a gust, visibility
    /// and dew point.
    public static let toronto = Weather.fixture(for: .fixtures.toronto, at: FixtureTime.reference)

    /// Oslo, 21:00, stuck just below freezing. The current temperature is missing
    /// (`current.celsius == nil`, and so no feels-like); hourly temperatures such as
    /// −0.3 and −0.4, and tomorrow's day high, lie between −0.5 and 0, so they round to
    /// zero from below and a screen must print "0", never "-0". Today's day half is
    /// `nil` (it is after 18:00).
    public static let oslo = Weather.fixture(for: .fixtures.oslo, at: FixtureTime.reference)

    /// 東京, 05:00 on Monday. Missing measurements: no pressure, visibility, dew point or
    /// feels-like, and no gusts anywhere; temperature, humidity and wind are present.
    public static let tokyo = Weather.fixture(for: .fixtures.tokyo, at: FixtureTime.reference)

    /// São Paulo, 17:00, humid before an evening thunderstorm. The first day has only its
    /// night half (whatever the clock says), with a long description; the feels-like is
    /// the humidex.
    public static let saoPaulo = Weather.fixture(
      for: .fixtures.saoPaulo, at: FixtureTime.reference)

    /// Reykjavík, 20:00. An empty hourly list (and, in ``Radar/Fixtures/reykjavik``, no
    /// radar frames); the rest is a full forecast.
    public static let reykjavik = Weather.fixture(
      for: .fixtures.reykjavik, at: FixtureTime.reference)

    /// 서울, 05:00 on Monday, as a band of heavy rain crosses the city (see
    /// ``Radar/Fixtures/seoul``).
    public static let seoul = Weather.fixture(for: .fixtures.seoul, at: FixtureTime.reference)

    /// Llanfairpwll…, 20:00, in a gale. Long texts everywhere: a long yellow wind
    /// warning title, a long current summary and a long description for tonight, on top
    /// of the longest place name.
    public static let llanfairpwll = Weather.fixture(
      for: .fixtures.llanfairpwll, at: FixtureTime.reference)

    /// Every built-in place's weather, in the order of ``Location/Fixtures/all``.
    public static let all = [toronto, oslo, tokyo, saoPaulo, reykjavik, seoul, llanfairpwll]
  }

  /// The built-in weather (`Weather.fixtures.toronto`).
  public static var fixtures: Fixtures.Type { Fixtures.self }
}
