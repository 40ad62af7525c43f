import Foundation

@testable import Services

/// Toronto's forecast fetched through an ``HTTPTransport`` from `baseURL`, as
/// ``WeatherClient/http(_:apiKey:log:)`` asks for it: the one call the tests of the
/// transport's edges share.
///
/// - Parameters:
///   - route: who fetches `http:` URLs.
///   - timeout: generous by default, so a machine busy with the rest of the suite cannot
///     turn the failure a test expects into a timeout.
func transportForecast(
  at baseURL: URL, route: HTTPTransport.PlainHTTP = .ownClient, timeout: Duration = .seconds(30),
  maximumReplyBytes: Int = 10_000_000, apiKey: APIKey? = nil, log: Log = .discarding
) async throws -> Weather {
  let toronto = Location.fixtures.toronto
  let server = OpenMeteoServer(
    baseURL: baseURL, timeout: timeout, maximumReplyBytes: maximumReplyBytes)
  let transport = HTTPTransport(server: server, apiKey: apiKey, log: log, plainHTTP: route)
  return try await transport.get(.forecast, query: OpenMeteo.forecastQuery(for: toronto)) {
    body, source in
    try OpenMeteo.weather(fromForecast: body, for: toronto, source: source)
  }
}
