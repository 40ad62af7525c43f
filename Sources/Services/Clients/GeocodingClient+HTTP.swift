import Foundation

extension GeocodingClient {
  /// Asks an Open-Meteo server's `/v1/search` for places by name.
  ///
  /// On Open-Meteo's public service the search goes to its geocoding host (see
  /// ``OpenMeteoServer/host(for:)``). A blank query
  /// finds nothing without sending a request. Errors and `log` lines are redacted as
  /// described in ``WeatherClient/http(_:apiKey:log:)``.
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> GeocodingClient
  {
    let transport = HTTPTransport(server: server, apiKey: apiKey, log: log)
    return GeocodingClient { query in
      let name = query.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !name.isEmpty else { return [] }
      return try await transport.get(.search, query: OpenMeteo.searchQuery(for: name)) {
        body, source in
        try OpenMeteo.locations(fromSearch: body, source: source)
      }
    }
  }
}
