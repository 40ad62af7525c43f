import Containers
import Services
import TextUI

/// The app's tabs: Now, Week, Radar, Sky and Settings.
///
/// The tab itself is UI state (`AppState.Tab`, in Services, so containers can switch
/// tabs); this is where the app gives each one its key and its root container, as
/// IceCubes' `AppTab` does.
public typealias AppTab = AppState.Tab

extension AppTab {
  /// The key that selects the tab: "1" to "5".
  public var key: Key {
    Key(.character(Character("\((AppTab.allCases.firstIndex(of: self) ?? 0) + 1)")))
  }

  /// The tab's root screen, or the screen pushed on it, built from the graph.
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
          dayIndex: dayIndex, weather: graph.weather, preferences: graph.preferences,
          router: graph.routers[.week], glyphs: glyphs)
      } else {
        WeekContainer(
          weather: graph.weather, preferences: graph.preferences, week: graph.week,
          router: graph.routers[.week], glyphs: glyphs)
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
