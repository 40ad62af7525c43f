import Foundation

/// One kind of data about the place on screen, fetched from an Open-Meteo endpoint: the
/// whole declaration a new feed writes.
///
/// A feed declares what is its own (the value it holds, the request that asks for it,
/// how a reply is read) and gets the rest from generic code:
///
/// - its client in every data source, forced state and test double: ``FeedClient``;
/// - its service, with the newest-only rule, the last good value kept through a failure,
///   a new client on an account switch and a settle: ``FeedService``;
/// - its place in the app, by being listed in `AppGraph.feeds`: refreshed on a location
///   change, an account switch, `r` and auto-refresh, named by the failure notice and by
///   `stratus render` when it fails (its exit status when the feed is the screen's own
///   data, a line on standard error when it is a panel's: `AppTab.panels(in:)`).
///
/// ```swift
/// public enum AirQualityFeed: OpenMeteoFeed {
///   public static let name = "air quality"
///   public static let path = "v1/air-quality"
///   // …
/// }
/// ```
public protocol OpenMeteoFeed: Sendable {
  /// What the feed holds, with its samples: `AirQuality`.
  associatedtype Value: FeedValue

  /// The feed's name in logs and messages: `air quality`.
  static var name: String { get }
  /// The endpoint's path on an Open-Meteo server: `v1/air-quality`. Its last part is the
  /// subfolder a `file:` source reads the feed's recorded replies from (`air-quality/`).
  static var path: String { get }
  /// The host that serves the path on Open-Meteo's public service, when it is not the
  /// forecast's (`https://air-quality-api.open-meteo.com`); `nil` when it is.
  static var publicHost: URL? { get }

  /// The query that asks for the data at `location`.
  static func query(for location: Location) -> [URLQueryItem]
  /// The value a reply holds; `source` names the reply in errors.
  ///
  /// - Throws: a ``ClientError`` (`.malformed`) for a reply that cannot be read.
  static func decode(_ reply: Data, source: String) throws -> Value
}

extension OpenMeteoFeed {
  /// The subfolder of a `file:` source that holds this feed's recorded replies:
  /// `air-quality` for `v1/air-quality`.
  public static var folder: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The endpoint the HTTP transport asks.
  static var endpoint: HTTPTransport.Endpoint {
    HTTPTransport.Endpoint(path: path, publicHost: publicHost)
  }
}
