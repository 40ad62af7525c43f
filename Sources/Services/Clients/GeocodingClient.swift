import Foundation

/// Finds places by name, for the location picker.
///
/// The same four implementations as ``WeatherClient``: fixtures, file, http and failing.
public struct GeocodingClient: Sendable {
  /// The places whose name matches `query`, best match first. An empty or blank query
  /// finds nothing (and sends no request).
  public var search: @Sendable (_ query: String) async throws -> [Location]

  /// A client from its endpoint.
  public init(search: @escaping @Sendable (_ query: String) async throws -> [Location]) {
    self.search = search
  }
}

extension GeocodingClient: DataClient {
  public static let endpoint = "GeocodingClient.search"

  public init(always reply: @escaping @Sendable () async throws -> [Location]) {
    self.init { _ in try await reply() }
  }

  /// No places.
  public static func emptyReply(at time: Date) -> [Location] { [] }
}
