extension GeocodingClient {
  /// Searches the built-in places (placeholder).
  public static let fixtures = GeocodingClient { _ in [] }
}
