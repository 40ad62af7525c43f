import Presentation
import Services
import TextUI

/// The tab row: reads only the selected tab, so nothing but a tab switch re-runs it.
///
/// The tabs are the app's (Application's `AppTab`), which Containers cannot name: they
/// arrive as data, their titles in tab-bar order, and ``AppState`` says which position is
/// selected. A new tab therefore changes nothing here.
public struct TabBarContainer: Container {
  @Observed var app: AppState
  /// Each tab's title, in tab-bar order.
  let titles: [String]

  public init(app: AppState, titles: [String]) {
    self._app = Observed(wrappedValue: app)
    self.titles = titles
  }

  public var body: some View {
    TabStrip(titles: titles, selected: app.selectedTab)
  }
}
