import Foundation

/// Fetches a feed's data at a location: one generic client for every ``OpenMeteoFeed``.
///
/// Like every ``DataClient``, it is a value holding one `@Sendable` closure, made by each
/// data source (`FeedClient+Sources.swift`), forced into a state, or replaced by a test
/// double; none of that is written again for a new feed.
public struct FeedClient<Feed: OpenMeteoFeed>: Sendable {
  /// The feed's data at `location` now.
  public var fetch: @Sendable (_ location: Location) async throws -> Feed.Value

  /// A client from its endpoint.
  public init(fetch: @escaping @Sendable (_ location: Location) async throws -> Feed.Value) {
    self.fetch = fetch
  }
}

extension FeedClient: DataClient {
  /// `FeedClient<AirQualityFeed>.fetch`.
  public static var endpoint: String { "FeedClient<\(Feed.self)>.fetch" }

  public init(always reply: @escaping @Sendable () async throws -> Feed.Value) {
    self.init { _ in try await reply() }
  }

  public static func emptyReply(at time: Date) -> Feed.Value { .empty(at: time) }
}
