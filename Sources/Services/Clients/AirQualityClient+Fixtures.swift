extension AirQualityClient {
  /// The built-in air quality for any place, made up at the clock's time by
  /// ``AirQuality/fixture(for:at:)``. Answers at once.
  public static func fixtures(clock: WallClock) -> AirQualityClient {
    AirQualityClient { location in
      AirQuality.fixture(for: location, at: clock.now())
    }
  }
}
