import Foundation

extension FeedClient {
  /// The built-in data for any place, made up at the clock's time by the feed's value
  /// (``FeedValue/fixture(for:at:)``). Answers at once.
  public static func fixtures(clock: WallClock) -> FeedClient {
    FeedClient { location in .fixture(for: location, at: clock.now()) }
  }

  /// Reads the feed's Open-Meteo replies recorded in `folder`'s subfolder named after it
  /// (``OpenMeteoFeed/folder``; the layout is in ``WeatherClient/file(folder:)``).
  ///
  /// The reply for a location is the one whose `latitude` and `longitude` are nearest it,
  /// within 0.5° of each; errors are as ``WeatherClient/file(folder:)`` describes
  /// (`air quality for Toronto` when none is near).
  public static func file(folder: URL) -> FeedClient {
    FeedClient { location in
      try await RecordedReplies(root: folder, kind: Feed.folder).offPool { replies in
        let reply = try replies.nearest(
          to: location, what: "\(Feed.name) for \(location.name)",
          position: OpenMeteo.position(ofReply:source:))
        return try Feed.decode(reply.data, source: reply.source)
      }
    }
  }

  /// Asks an Open-Meteo server's ``OpenMeteoFeed/path`` for the data at each location.
  ///
  /// On Open-Meteo's public service the request goes to the feed's
  /// ``OpenMeteoFeed/publicHost``. Errors and `log` lines are redacted as described in
  /// ``WeatherClient/http(_:apiKey:log:)``.
  public static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log = .discarding)
    -> FeedClient
  {
    let transport = HTTPTransport(server: server, apiKey: apiKey, log: log)
    return FeedClient { location in
      try await transport.get(Feed.endpoint, query: Feed.query(for: location)) { body, source in
        try Feed.decode(body, source: source)
      }
    }
  }
}
