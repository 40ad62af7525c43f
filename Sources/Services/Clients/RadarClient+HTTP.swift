import Foundation

extension RadarClient {
  /// Asks an Open-Meteo server for the precipitation around a location.
  ///
  /// Open-Meteo has no radar endpoint, so radar is one `/v1/forecast` request for every
  /// point of the ``RadarGrid/standard`` grid, whose hourly precipitation becomes the
  /// frames. Errors and `log` lines are redacted as described in
  /// ``WeatherClient/http(_:apiKey:log:)``.
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> RadarClient
  {
    let transport = HTTPTransport(server: server, apiKey: apiKey, log: log)
    let grid = RadarGrid.standard
    return RadarClient { location in
      try await transport.get(.forecast, query: OpenMeteo.radarQuery(for: location, grid: grid)) {
        body, source in
        try OpenMeteo.radar(fromForecasts: body, grid: grid, source: source)
      }
    }
  }
}
