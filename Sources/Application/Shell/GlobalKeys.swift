import Services
import TextUI

/// The keys that work on every screen (``GlobalKey/all``), bound by the shell.
///
/// While a sheet is open the shell binds none of them: a sheet is modal, and its own
/// keys (and its text field) are the only ones live, as the footer then shows.
@MainActor
enum GlobalKeys {
  /// The bindings, in the footer's order: the keys a person looks for first, then the
  /// ones that only step (Tab, Shift-Tab, Esc), so the footer drops those first when it
  /// runs out of room. Esc only when the tab has a screen pushed (a sheet binds its own).
  static func bindings(for graph: AppGraph, canGoBack: Bool) -> [KeyBinding] {
    let live = GlobalKey.all.filter { canGoBack || !$0.needsPushedScreen }
    let ordered = live.filter { $0.footer == .first } + live.filter { $0.footer == .last }
    return ordered.flatMap { global in
      global.keys.enumerated().map { index, key in
        KeyBinding(key, global.hint, action: Action { global.perform(graph, index) })
      }
    }
  }

  /// The help sheet's list: every global key and what it does, in the help's order.
  static var help: [KeyHintsState.Hint] {
    GlobalKey.all.map { KeyHintsState.Hint(key: $0.name, label: $0.help) }
  }
}
