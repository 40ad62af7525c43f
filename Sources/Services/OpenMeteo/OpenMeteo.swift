import Foundation

/// Open-Meteo's formats: what the file and HTTP clients ask for and how they read it.
///
/// Both clients speak the same two endpoints, so the knowledge of the format lives here
/// once: the query each request carries (`OpenMeteo+Queries.swift`) and the decoding of
/// each reply into Stratus's models, including what the format lacks and must be derived
/// (`Derivations/`, and Docs/Services.md).
///
/// Decoding never crashes and never guesses: a reply that is not in the format is
/// reported as ``ClientError/malformed(source:reason:)`` with a reason that names the JSON
/// path (`missing 'hourly'`, `hourly.time[3]: expected a number`,
/// `hourly.temperature_2m has 167 values but hourly.time has 168`,
/// `current.weather_code: 123 is not a WMO weather code`,
/// `current.temperature_2m: 1e+20 is not a plausible temperature (-150…100 °C)`), while a
/// `null` or a missing variable, which Open-Meteo sends routinely, is just `nil` in the
/// model. Every number read is checked against a ``PlausibleRange`` before it is used.
public enum OpenMeteo {
  /// Decodes a `/v1/forecast` reply for `location`.
  ///
  /// Times may be `unixtime` (as ``forecastQuery(for:)`` asks) or Open-Meteo's default
  /// ISO 8601 local times, read with the reply's `utc_offset_seconds`; how each part of
  /// ``Weather`` is made is described on `ForecastResponse.weather(for:)`.
  ///
  /// - Parameter source: names the file or (redacted) URL in errors.
  /// - Throws: ``ClientError/malformed(source:reason:)`` naming what is wrong.
  public static func weather(fromForecast data: Data, for location: Location, source: String)
    throws(ClientError) -> Weather
  {
    do {
      return try decodeReply(ForecastResponse.self, from: data).weather(for: location)
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }

  /// Decodes a `/v1/search` reply: the places found, best match first.
  ///
  /// A reply without `results` (Open-Meteo's answer when nothing matches) is `[]`; results
  /// without a time zone are left out (see `SearchResponse.locations`).
  ///
  /// - Parameter source: names the file or (redacted) URL in errors.
  /// - Throws: ``ClientError/malformed(source:reason:)`` naming what is wrong.
  public static func locations(fromSearch data: Data, source: String) throws(ClientError)
    -> [Location]
  {
    do {
      let reply = try decodeReply(SearchResponse.self, from: data)
      try reply.checkPlausible()
      return reply.locations
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }

  /// Decodes the reply to ``radarQuery(for:grid:)``: a JSON array with one forecast per
  /// grid point, in the grid's order.
  ///
  /// Each frame is one `minutely_15` step; amounts in mm per 15 minutes become mm/h (× 4),
  /// as `RadarPoint.radar(_:grid:)` describes.
  ///
  /// - Parameter source: names the file or (redacted) URL in errors.
  /// - Throws: ``ClientError/malformed(source:reason:)`` naming what is wrong.
  public static func radar(fromForecasts data: Data, grid: RadarGrid, source: String)
    throws(ClientError) -> Radar
  {
    do {
      return try RadarPoint.radar(RadarPoint.decodeAll(from: data), grid: grid)
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }
}
