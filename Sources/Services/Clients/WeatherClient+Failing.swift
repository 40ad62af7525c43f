extension WeatherClient {
  /// A client that reports a failure when it is called, for tests that must prove the
  /// weather is never fetched.
  ///
  /// Services cannot import a test framework, so the test passes the reporting function
  /// (`Issue.record` or `XCTFail`); the call also throws
  /// ``ClientError/unimplemented(endpoint:)`` so the code under test cannot carry on as
  /// if it had an answer.
  public static func failing(report: @escaping @Sendable (_ message: String) -> Void)
    -> WeatherClient
  {
    WeatherClient { _ in
      report("WeatherClient.forecast was called")
      throw ClientError.unimplemented(endpoint: "WeatherClient.forecast")
    }
  }
}
