import Presentation
import Services
import TextUI

/// The container of a screen that shows one feed at the place on screen: it reads the
/// feed's state and the place, and draws what its ``FeedScreen`` declaration makes of
/// them.
///
/// A new screen of that kind writes only its declaration and names this type after it,
/// as a feed's service is named (`MarineService = FeedService<MarineFeed>`):
///
/// ```swift
/// public typealias MarineContainer = FeedContainer<MarineScreen>
/// ```
///
/// It reads `feed.state` and `location.active`, so it re-runs when either changes, and
/// when nothing else does. In a render trace it is `FeedContainer`, and the view it
/// builds, the next line, names the screen.
public struct FeedContainer<Screen: FeedScreen>: Container {
  @Observed var feed: FeedService<Screen.Feed>
  @Observed var location: LocationService
  /// The glyph table the app was started with (`--ascii` swaps it).
  let glyphs: Glyphs

  /// Creates the screen from the services it reads.
  ///
  /// - Parameters:
  ///   - feed: the feed's data, and whether it is loading or failed.
  ///   - location: the place on screen, named while its data loads.
  ///   - glyphs: the glyph table to draw with.
  public init(feed: FeedService<Screen.Feed>, location: LocationService, glyphs: Glyphs) {
    _feed = Observed(wrappedValue: feed)
    _location = Observed(wrappedValue: location)
    self.glyphs = glyphs
  }

  public var body: some View {
    Screen.Presenter(
      props: Self.props(state: feed.state, active: location.active, glyphs: glyphs))
  }

  /// The screen's props: its declaration's ``FeedScreen/props(state:active:glyphs:)``,
  /// named here too so that a test reads `MarineContainer.props(…)`, as for every other
  /// container.
  public static func props(
    state: FetchState<Screen.Feed.Value>, active: Location, glyphs: Glyphs
  ) -> Screen.Presenter.Props {
    Screen.props(state: state, active: active, glyphs: glyphs)
  }
}
