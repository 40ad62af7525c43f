import Foundation

extension RadarClient {
  /// Asks an Open-Meteo server (placeholder).
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> RadarClient
  {
    RadarClient { _ in
      throw ClientError.unreachable(
        source: server.baseURL.absoluteString, reason: "not implemented")
    }
  }
}
