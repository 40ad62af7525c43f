import Services
import TextUI

/// The keys that work on every screen, bound by the shell.
///
/// While a sheet is open the shell binds none of them: a sheet is modal, and its own
/// keys (and its text field) are the only ones live, as the footer then shows.
@MainActor
enum GlobalKeys {
  /// The bindings; Esc only when the tab has a screen pushed (a sheet binds its own).
  static func bindings(for graph: AppGraph, canGoBack: Bool) -> [KeyBinding] {
    var bindings = AppTab.allCases.map { tab in
      KeyBinding(tab.key, "tabs", action: Action { graph.app.select(tab) })
    }
    bindings += [
      KeyBinding("l", "location", action: Action { graph.present(.locationPicker) }),
      KeyBinding("a", "account", action: Action { graph.present(.accountSwitcher) }),
      KeyBinding("r", "refresh", action: Action { graph.refresh() }),
      KeyBinding("!", "alerts", action: Action { graph.present(.alerts) }),
      KeyBinding("?", "help", action: Action { graph.present(.help) }),
      KeyBinding("q", "quit", action: Action { graph.requestQuit() }),
      // Last, so the footer shows the keys above first when it runs out of room.
      KeyBinding(.tab, "next tab", action: Action { graph.app.selectTab(offsetBy: 1) }),
      KeyBinding(.backTab, "previous tab", action: Action { graph.app.selectTab(offsetBy: -1) }),
    ]
    if canGoBack {
      bindings.append(KeyBinding(.escape, "back", action: Action { graph.currentRouter.back() }))
    }
    return bindings
  }
}
