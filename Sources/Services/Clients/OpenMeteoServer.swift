import Foundation

/// An Open-Meteo server and how patiently to talk to it.
public struct OpenMeteoServer: Sendable, Equatable {
  /// Serves `/v1/forecast`, and `/v1/search` and `/v1/air-quality` unless
  /// ``geocodingBaseURL`` or ``airQualityBaseURL`` is set.
  public var baseURL: URL
  /// Serves `/v1/search` when it is not on ``baseURL`` (Open-Meteo's public service
  /// uses a second host for geocoding).
  public var geocodingBaseURL: URL?
  /// Serves `/v1/air-quality` when it is not on ``baseURL`` (Open-Meteo's public service
  /// uses a third host for it).
  public var airQualityBaseURL: URL?
  /// How long to wait for a reply before giving up.
  public var timeout: Duration
  /// The largest reply accepted, in bytes; a larger one fails rather than filling memory.
  public var maximumReplyBytes: Int

  public init(
    baseURL: URL, geocodingBaseURL: URL? = nil, airQualityBaseURL: URL? = nil,
    timeout: Duration = .seconds(10), maximumReplyBytes: Int = 10_000_000
  ) {
    self.baseURL = baseURL
    self.geocodingBaseURL = geocodingBaseURL
    self.airQualityBaseURL = airQualityBaseURL
    self.timeout = timeout
    self.maximumReplyBytes = maximumReplyBytes
  }

  /// Open-Meteo's free public service.
  public static let openMeteo = OpenMeteoServer(
    baseURL: URL(string: "https://api.open-meteo.com")!,
    geocodingBaseURL: URL(string: "https://geocoding-api.open-meteo.com")!,
    airQualityBaseURL: URL(string: "https://air-quality-api.open-meteo.com")!)
}
