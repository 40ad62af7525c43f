extension WeatherClient {
  /// The built-in weather, generated around the clock's time (placeholder).
  public static func fixtures(clock: WallClock) -> WeatherClient {
    WeatherClient { location in
      throw ClientError.notFound(source: "fixtures", what: "weather for \(location.name)")
    }
  }
}
