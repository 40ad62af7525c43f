import Foundation

extension AirQualityClient {
  /// Asks an Open-Meteo server's `/v1/air-quality` for the air at each location.
  ///
  /// The request goes to the server's ``OpenMeteoServer/airQualityBaseURL`` when it has
  /// one (Open-Meteo's public service answers it on a host of its own). Errors and `log`
  /// lines are redacted as described in ``WeatherClient/http(_:apiKey:log:)``.
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> AirQualityClient
  {
    let transport = HTTPTransport(server: server, apiKey: apiKey, log: log)
    return AirQualityClient { location in
      try await transport.get(.airQuality, query: OpenMeteo.airQualityQuery(for: location)) {
        body, source in
        try OpenMeteo.airQuality(fromReply: body, source: source)
      }
    }
  }
}
