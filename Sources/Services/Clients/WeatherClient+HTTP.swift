import Foundation

extension WeatherClient {
  /// Asks an Open-Meteo server's `/v1/forecast` for each location's weather.
  ///
  /// Every failure is a ``ClientError`` whose text, like every line written to `log`,
  /// shows the URL with the key replaced by `<redacted>` (see ``HTTPTransport``).
  ///
  /// - Parameters:
  ///   - server: where to ask, how long to wait and how large a reply to accept.
  ///   - apiKey: sent as the `apikey` parameter when present and not empty.
  ///   - log: receives one line per request.
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> WeatherClient
  {
    let transport = HTTPTransport(server: server, apiKey: apiKey, log: log)
    return WeatherClient { location in
      try await transport.get(.forecast, query: OpenMeteo.forecastQuery(for: location)) {
        body, source in
        try OpenMeteo.weather(fromForecast: body, for: location, source: source)
      }
    }
  }
}
