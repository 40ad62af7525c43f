import Foundation

/// Fetches the weather for a location.
///
/// A client is a value: one `@Sendable` closure per endpoint, so a test swaps the whole
/// network for a few lines of code and a service never knows which implementation it
/// was given. Every client comes in four implementations, each in its own file:
///
/// - ``fixtures`` (`WeatherClient+Fixtures.swift`): built in and deterministic; the
///   default everywhere.
/// - ``file(folder:)`` (`WeatherClient+File.swift`): Open-Meteo responses recorded in a
///   folder.
/// - ``http(_:apiKey:)`` (`WeatherClient+HTTP.swift`): the real Open-Meteo service.
/// - ``failing(report:)`` (``DataClient``, for every client): reports a test failure when
///   called, so a test proves which endpoints a path uses.
///
/// Errors thrown are ``ClientError``s (and `CancellationError` when the calling task is
/// cancelled).
public struct WeatherClient: Sendable {
  /// The forecast for `location`: current conditions, today, the hours and days ahead
  /// and any alerts.
  public var forecast: @Sendable (_ location: Location) async throws -> Weather

  /// A client from its endpoint.
  public init(forecast: @escaping @Sendable (_ location: Location) async throws -> Weather) {
    self.forecast = forecast
  }
}

extension WeatherClient: DataClient {
  public static let endpoint = "WeatherClient.forecast"

  public init(always reply: @escaping @Sendable () async throws -> Weather) {
    self.init { _ in try await reply() }
  }

  /// No reading, hours, days or alerts.
  public static func emptyReply(at time: Date) -> Weather { .empty(at: time) }
}
