extension RadarClient {
  /// The built-in radar for any place, generated at the clock's time by
  /// ``Radar/fixture(for:at:grid:)`` on the standard grid. Answers at once.
  public static func fixtures(clock: WallClock) -> RadarClient {
    RadarClient { location in
      Radar.fixture(for: location, at: clock.now())
    }
  }
}
