import Observation

/// Which tab is showing: the app's one piece of navigation state that outlives a screen.
@MainActor
@Observable
public final class AppState {
  /// The app's tabs, in tab-bar order.
  public enum Tab: String, Sendable, CaseIterable {
    case now, week, radar, sky, settings
  }

  /// The tab on screen.
  public private(set) var selectedTab: Tab

  public init(selectedTab: Tab = .now) {
    self.selectedTab = selectedTab
  }

  /// Shows `tab`.
  public func select(_ tab: Tab) {
    selectedTab = tab
  }

  /// Shows the tab `offset` places along the bar, wrapping around (Tab and Shift-Tab).
  public func selectTab(offsetBy offset: Int) {
    let tabs = Tab.allCases
    let index = tabs.firstIndex(of: selectedTab)!
    selectedTab = tabs[((index + offset) % tabs.count + tabs.count) % tabs.count]
  }
}
