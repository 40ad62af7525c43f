import Presentation
import Services

/// The Marine screen: the marine feed at the place on screen, drawn by ``MarineView``; a
/// feed screen's whole declaration (see ``FeedScreen``). Its words are
/// ``props(state:active:glyphs:)``'s.
public enum MarineScreen: FeedScreen {
  public typealias Feed = MarineFeed
  public typealias Presenter = MarineView
}

/// The Marine tab's container: the generic feed container over ``MarineScreen``.
public typealias MarineContainer = FeedContainer<MarineScreen>
