extension GeocodingClient {
  /// A client that reports a failure when it is called (see
  /// ``WeatherClient/failing(report:)``).
  public static func failing(report: @escaping @Sendable (_ message: String) -> Void)
    -> GeocodingClient
  {
    GeocodingClient { _ in
      report("GeocodingClient.search was called")
      throw ClientError.unimplemented(endpoint: "GeocodingClient.search")
    }
  }
}
