import Services

/// A panel of a screen that shows one feed's data beside the screen's own (the air
/// quality on Now), named as a person reads it.
///
/// The screen stands without it: its failure is drawn in the panel, not instead of the
/// screen, so a command that prints the screen prints it, and names the failure.
@MainActor
public struct FeedPanel {
  /// The panel as a message names it: "air quality".
  public let name: String
  /// The feed it shows.
  public let feed: any LocationFeed

  /// Why the feed failed, if it did.
  public var failure: ClientError? { feed.failure }
}
