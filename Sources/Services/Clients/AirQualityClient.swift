import Foundation

/// Fetches the air quality at a location, for the Now screen's panel.
///
/// The same implementations as every ``DataClient``: fixtures, file and http, each in a
/// file of its own, and the forced answers and test double ``DataClient`` gives them all.
public struct AirQualityClient: Sendable {
  /// The air at `location` now.
  public var current: @Sendable (_ location: Location) async throws -> AirQuality

  /// A client from its endpoint.
  public init(current: @escaping @Sendable (_ location: Location) async throws -> AirQuality) {
    self.current = current
  }
}

extension AirQualityClient: DataClient {
  public static let endpoint = "AirQualityClient.current"

  public init(always reply: @escaping @Sendable () async throws -> AirQuality) {
    self.init { _ in try await reply() }
  }

  /// No index and no particles.
  public static func emptyReply(at time: Date) -> AirQuality { .empty(at: time) }
}
