import Presentation
import Services
import TextUI

/// The tab row: reads only the selected tab, so nothing but a tab switch re-runs it.
public struct TabBarContainer: Container {
  @Observed var app: AppState

  public init(app: AppState) {
    self._app = Observed(wrappedValue: app)
  }

  public var body: some View {
    TabStrip(
      titles: AppState.Tab.allCases.map(\.title),
      selected: AppState.Tab.allCases.firstIndex(of: app.selectedTab) ?? 0)
  }
}

extension AppState.Tab {
  /// The tab's name, as the tab row shows it.
  public var title: String {
    switch self {
    case .now: "Now"
    case .week: "Week"
    case .radar: "Radar"
    case .sky: "Sky"
    case .settings: "Settings"
    }
  }
}
