import Services
import TextUI

// What a tab's position in `AppTab.allCases` gives it: its key, and the selection that
// ``AppState`` (in Services, which cannot name the tabs) holds as a position.

extension AppTab {
  /// The first tab, which the app opens on and an account switch returns to.
  public static let launch = allCases[0]

  /// The tab's place in the tab bar, from 0.
  public var position: Int { Self.allCases.firstIndex(of: self)! }

  /// The key that selects the tab: its place in the bar, from "1".
  public var key: Key { Key(.character(Character("\(position + 1)"))) }

  /// The tab at `position` in the bar.
  public init(position: Int) {
    self = Self.allCases[position]
  }
}

extension AppState {
  /// A state for the app's tabs, showing `tab`.
  public convenience init(showing tab: AppTab = .launch) {
    self.init(tabCount: AppTab.allCases.count, selectedTab: tab.position)
  }

  /// The tab on screen.
  public var tab: AppTab { AppTab(position: selectedTab) }

  /// Shows `tab`.
  public func select(_ tab: AppTab) {
    selectTab(at: tab.position)
  }
}
