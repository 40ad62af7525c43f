import Foundation

/// Open-Meteo's formats: what the file and HTTP clients ask for and how they read it.
///
/// Both clients speak the same two endpoints, so the knowledge of the format lives here
/// once: the query each request carries and the decoding of each reply into Stratus's
/// models, including what the format lacks and must be derived (see Docs/Services.md).
public enum OpenMeteo {
  /// The query items of a `/v1/forecast` request for `location` (without the key).
  public static func forecastQuery(for location: Location) -> [URLQueryItem] {
    // Filled in by the OpenMeteo format work.
    []
  }

  /// The query items of a `/v1/search` request for `name` (without the key).
  public static func searchQuery(for name: String) -> [URLQueryItem] {
    []
  }

  /// The query items of the multi-coordinate `/v1/forecast` request that radar is made
  /// of.
  public static func radarQuery(for location: Location, grid: RadarGrid) -> [URLQueryItem] {
    []
  }

  /// Decodes a `/v1/forecast` reply for `location`.
  ///
  /// - Parameter source: names the file or (redacted) URL in errors.
  /// - Throws: ``ClientError/malformed(source:reason:)`` naming what is wrong.
  public static func weather(fromForecast data: Data, for location: Location, source: String)
    throws(ClientError) -> Weather
  {
    throw .malformed(source: source, reason: "not implemented yet")
  }

  /// Decodes a `/v1/search` reply.
  public static func locations(fromSearch data: Data, source: String) throws(ClientError)
    -> [Location]
  {
    throw .malformed(source: source, reason: "not implemented yet")
  }

  /// Decodes the reply to ``radarQuery(for:grid:)``: a JSON array with one forecast per
  /// grid point, in the grid's order.
  public static func radar(fromForecasts data: Data, grid: RadarGrid, source: String)
    throws(ClientError) -> Radar
  {
    throw .malformed(source: source, reason: "not implemented yet")
  }
}
