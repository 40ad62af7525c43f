import Containers
import Services
import TextUI

/// The app's tabs, in tab-bar order: the one declaration of them.
///
/// A tab is a case here, with its title and its root container below; everything else
/// about it is derived: its key (the digit of its position, "1" for the first), its name
/// for `stratus render` (the case's name), its router, its place in the tab row, the
/// footer's range of tab keys, the help and every list of tabs in the tool and the tests
/// (`AppTab.allCases`). As IceCubes' `AppTab` does, it builds each tab's root view.
///
/// One case a line, so a new tab is a line of its own and the Tutorial can quote a tab's
/// case without the others.
///
/// The selection lives in Services (``AppState``, which containers can observe); Services
/// cannot import Application, so it holds the selected tab's position, and
/// ``AppState/tab`` reads it back as an `AppTab`.
public enum AppTab: String, CaseIterable, Sendable {
  case now
  case week
  case radar
  case sky
  case settings

  /// The tab's name in the tab row.
  public var title: String {
    switch self {
    case .now: "Now"
    case .week: "Week"
    case .radar: "Radar"
    case .sky: "Sky"
    case .settings: "Settings"
    }
  }

  /// The feeds of the tab's own data: the weather, which every screen's header shows,
  /// and the data the screen is about (the radar's frames). `stratus render` fails when
  /// one of these failed, and only then: without them there is no screen to show, and a
  /// screen is not wrong because data it does not show is.
  ///
  /// No `default`, so the compiler asks a new tab which feeds it shows.
  @MainActor
  func feeds(in graph: AppGraph) -> [any LocationFeed] {
    switch self {
    case .now, .week, .sky, .settings: [graph.weather]
    case .radar: [graph.weather, graph.radar]
    }
  }

  /// The feeds of panels drawn on the tab, each named as its panel: a panel whose feed
  /// failed says so in its own place, and the rest of the screen stands (the app shows
  /// Now with the air quality "Unavailable"), so `stratus render` prints the frame and
  /// names the feed on standard error.
  @MainActor
  func panels(in graph: AppGraph) -> [FeedPanel] {
    switch self {
    case .now: [FeedPanel(graph.airQuality)]
    // A tab draws no panel of another feed unless it says so here: a new tab (the
    // Tutorial's) needs no line, where `feeds(in:)` asks each tab for its own.
    default: []
    }
  }

  /// The tab's root screen, or the screen pushed on it, built from the graph: the one
  /// place that knows which container each tab shows.
  @MainActor @ViewBuilder
  func content(in graph: AppGraph, top: Destination?) -> some View {
    let glyphs = graph.configuration.glyphs
    switch self {
    case .now:
      NowContainer(
        weather: graph.weather, location: graph.location, preferences: graph.preferences,
        airQuality: graph.airQuality, glyphs: glyphs)
    case .week:
      if case .dayDetail(let dayIndex)? = top {
        DayDetailContainer(
          dayIndex: dayIndex, weather: graph.weather, location: graph.location,
          preferences: graph.preferences, router: graph.routers[.week], glyphs: glyphs)
      } else {
        WeekContainer(
          weather: graph.weather, location: graph.location, preferences: graph.preferences,
          week: graph.week, router: graph.routers[.week], glyphs: glyphs)
      }
    case .radar:
      RadarContainer(radar: graph.radar, location: graph.location, glyphs: glyphs)
    case .sky:
      SkyContainer(
        weather: graph.weather, location: graph.location, time: graph.time, glyphs: glyphs)
    case .settings:
      SettingsContainer(
        accounts: graph.accounts, preferences: graph.preferences, weather: graph.weather,
        time: graph.time, source: graph.configuration.source.description, glyphs: glyphs)
    }
  }
}
