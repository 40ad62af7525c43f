extension RadarClient {
  /// The built-in radar, generated around the clock's time (placeholder).
  public static func fixtures(clock: WallClock) -> RadarClient {
    RadarClient { _ in Radar(frames: []) }
  }
}
