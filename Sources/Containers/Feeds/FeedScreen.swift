import Presentation
import Services
import TextUI

/// A screen that shows one feed's data at the place on screen: the whole declaration of
/// its container.
///
/// Such a container reads the feed's state and the place on screen and nothing else, so
/// all of it but the mapping is the same for every such screen and is written once, in
/// ``FeedContainer``. A screen declares what is its own, as a feed does
/// (``OpenMeteoFeed``): the feed it shows, the presentational view that draws it, and
/// ``props(state:active:glyphs:)`` (the pure mapping, tested without a renderer as every
/// container's is).
///
/// ```swift
/// public enum MarineScreen: FeedScreen {
///   public typealias Feed = MarineFeed
///   public typealias Presenter = MarineView
/// }
///
/// /// The Marine tab's container: the generic feed container over ``MarineScreen``.
/// public typealias MarineContainer = FeedContainer<MarineScreen>
/// ```
///
/// with `props(state:active:glyphs:)` in `MarineContainer+Props.swift`. A screen that
/// reads anything more (the time, the preferences, a router for its keys) has a
/// container of its own, as Sky has.
public protocol FeedScreen {
  /// The feed the screen shows: `MarineFeed`.
  associatedtype Feed: OpenMeteoFeed
  /// The presentational view that draws the screen from its props: `MarineView`.
  associatedtype Presenter: PresentationalView

  /// The screen's props for the feed's state and the place on screen.
  ///
  /// While the state has no value, the screen shows ``placeholder(state:active:glyphs:)``
  /// in its data's place, as every section does.
  ///
  /// - Parameters:
  ///   - state: the feed's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - glyphs: the glyph table to draw with (`--ascii` swaps it).
  static func props(
    state: FetchState<Feed.Value>, active: Location, glyphs: Glyphs
  ) -> Presenter.Props
}

extension FeedScreen {
  /// What the screen shows while the feed has no value for it: the failure when the last
  /// request failed, and otherwise "Loading the waves for Toronto…", named by the feed
  /// (``OpenMeteoFeed/name``) and the place on screen.
  ///
  /// The words are the message catalogue's (``CentredMessage/Props/loading(_:for:ellipsis:)``),
  /// so a screen never spells its own.
  public static func placeholder(
    state: FetchState<Feed.Value>, active: Location, glyphs: Glyphs
  ) -> CentredMessage.Props {
    state.placeholder(
      loading: .loading(Feed.name, for: active.name, ellipsis: glyphs.ellipsis))
  }
}
