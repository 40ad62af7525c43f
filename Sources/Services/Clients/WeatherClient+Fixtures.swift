extension WeatherClient {
  /// The built-in weather for any place, generated at the clock's time by
  /// ``Weather/fixture(for:at:)``. Answers at once; a test that needs a slow or failing
  /// client builds its own.
  public static func fixtures(clock: WallClock) -> WeatherClient {
    WeatherClient { location in
      Weather.fixture(for: location, at: clock.now())
    }
  }
}
