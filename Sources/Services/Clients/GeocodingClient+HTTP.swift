import Foundation

extension GeocodingClient {
  /// Asks an Open-Meteo server (placeholder).
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> GeocodingClient
  {
    GeocodingClient { _ in
      throw ClientError.unreachable(
        source: server.baseURL.absoluteString, reason: "not implemented")
    }
  }
}
