import Services

/// A panel of a screen that shows one feed's data beside the screen's own (the air
/// quality on Now): what a tab declares in ``AppTab/panels(in:)``.
///
/// The screen stands without it: its failure is drawn in the panel, not instead of the
/// screen, so a command that prints the screen prints it, and names the failure by the
/// feed's name (``OpenMeteoFeed/name``).
@MainActor
public struct FeedPanel {
  /// The panel as a message names it: its feed's name, "air quality".
  public let name: String
  /// The feed it shows.
  public let feed: any LocationFeed

  /// The panel of `service`'s feed, named as the feed declares.
  ///
  /// - Parameter service: the feed's service in the graph: `graph.airQuality`.
  public init<Feed: OpenMeteoFeed>(_ service: FeedService<Feed>) {
    name = Feed.name
    feed = service
  }

  /// Why the feed failed, if it did.
  public var failure: ClientError? { feed.failure }
}
