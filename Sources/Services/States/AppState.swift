import Observation

/// Which tab is showing: the app's one piece of navigation state that outlives a screen.
///
/// The tabs themselves (their names, titles, keys and screens) are declared once, in
/// Application's `AppTab`. Services sits below Application in the module graph and cannot
/// name them, so this state holds only what selecting and cycling need: how many tabs
/// there are and the position of the one on screen. Application reads the position back
/// as an `AppTab` (`AppState.tab`), and a test of Services needs no tabs at all.
@MainActor
@Observable
public final class AppState {
  /// How many tabs the tab bar has.
  public let tabCount: Int

  /// The position of the tab on screen in the tab bar, from 0.
  public private(set) var selectedTab: Int

  /// A state for `tabCount` tabs (at least one), showing the one at `selectedTab`.
  public init(tabCount: Int, selectedTab: Int = 0) {
    precondition(tabCount > 0, "an app has at least one tab")
    precondition((0..<tabCount).contains(selectedTab), "tab \(selectedTab) of \(tabCount)")
    self.tabCount = tabCount
    self.selectedTab = selectedTab
  }

  /// Shows the tab at `position` (0 is the first); a position outside the bar is ignored.
  public func selectTab(at position: Int) {
    guard (0..<tabCount).contains(position) else { return }
    selectedTab = position
  }

  /// Shows the tab `offset` places along the bar, wrapping around (Tab and Shift-Tab).
  public func selectTab(offsetBy offset: Int) {
    selectedTab = ((selectedTab + offset) % tabCount + tabCount) % tabCount
  }
}
