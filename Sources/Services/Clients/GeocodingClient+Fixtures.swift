extension GeocodingClient {
  /// Searches ``Location/Fixtures/searchable`` (the built-in places and some others) by
  /// name, ignoring case and accents: "sao" finds São Paulo. Answers at once.
  public static let fixtures = GeocodingClient { query in
    Location.fixtures.searchable.matching(query)
  }
}

extension GeocodingClient {
  /// ``fixtures``, whatever the clock: places do not move.
  public static func fixtures(clock: WallClock) -> GeocodingClient { fixtures }
}
