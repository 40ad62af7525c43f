import Foundation

/// Fetches the precipitation maps around a location, for the Radar screen.
///
/// The same four implementations as ``WeatherClient``: fixtures, file, http and failing.
public struct RadarClient: Sendable {
  /// A short sequence of precipitation maps centred on `location`, oldest first.
  public var radar: @Sendable (_ location: Location) async throws -> Radar

  /// A client from its endpoint.
  public init(radar: @escaping @Sendable (_ location: Location) async throws -> Radar) {
    self.radar = radar
  }
}

extension RadarClient: DataClient {
  public static let endpoint = "RadarClient.radar"

  public init(always reply: @escaping @Sendable () async throws -> Radar) {
    self.init { _ in try await reply() }
  }

  /// No maps.
  public static func emptyReply(at time: Date) -> Radar { Radar(frames: []) }
}
