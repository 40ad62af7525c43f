extension RadarClient {
  /// A client that reports a failure when it is called (see
  /// ``WeatherClient/failing(report:)``).
  public static func failing(report: @escaping @Sendable (_ message: String) -> Void)
    -> RadarClient
  {
    RadarClient { _ in
      report("RadarClient.radar was called")
      throw ClientError.unimplemented(endpoint: "RadarClient.radar")
    }
  }
}
