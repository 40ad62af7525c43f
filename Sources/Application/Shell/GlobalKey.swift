import Services
import TextUI

/// A key that works on every screen: the keys it is, what the footer and the help call
/// it, and what it does. ``GlobalKey/all`` is the one list of them.
///
/// The shell binds them (``GlobalKeys``), the help sheet lists them (`?`), and
/// `stratus run --help` prints them, all from that list, so a new key or a new label is
/// written once.
public struct GlobalKey: Sendable {
  /// Where the footer puts a key's hint.
  enum FooterPlace: Sendable {
    /// With the keys a person looks for, in the order of ``GlobalKey/all``.
    case first
    /// After them: the keys that only step (Tab, Shift-Tab, Esc), which the footer drops
    /// first when it runs out of room.
    case last
  }

  /// The keys: one, or one per tab for the digits.
  public let keys: [Key]
  /// What the footer calls it: "tabs", "location".
  public let hint: String
  /// What the help calls it: "switch to a tab", "choose a location".
  public let help: String
  /// Where the footer puts its hint.
  let footer: FooterPlace
  /// Bound only while the tab has a screen pushed (Esc: back).
  let needsPushedScreen: Bool
  /// What the key at each index of ``keys`` does.
  let perform: @MainActor @Sendable (AppGraph, _ index: Int) -> Void

  init(
    _ keys: [Key], hint: String, help: String, footer: FooterPlace = .first,
    needsPushedScreen: Bool = false,
    perform: @escaping @MainActor @Sendable (AppGraph, _ index: Int) -> Void
  ) {
    self.keys = keys
    self.hint = hint
    self.help = help
    self.footer = footer
    self.needsPushedScreen = needsPushedScreen
    self.perform = perform
  }

  /// The first of ``keys``: the one a screen reached by this key presses.
  public var key: Key { keys[0] }

  /// The keys as the help names them: "1-5", "Shift-Tab".
  public var name: String { KeyHints.name(of: keys, ascii: false) }
}

// MARK: - The keys

extension GlobalKey {
  /// Every global key, in the order the help lists them.
  public static let all: [GlobalKey] = [
    tabs, nextTab, previousTab, location, account, refresh, alerts, help, back, quit,
  ]

  /// The digits: one per tab, from ``AppTab/key``.
  static let tabs = GlobalKey(
    AppTab.allCases.map(\.key), hint: "tabs", help: "switch to a tab"
  ) { graph, index in graph.app.select(AppTab(position: index)) }

  static let nextTab = GlobalKey(
    [.tab], hint: "next tab", help: "next tab", footer: .last
  ) { graph, _ in graph.app.selectTab(offsetBy: 1) }

  static let previousTab = GlobalKey(
    [.backTab], hint: "previous tab", help: "previous tab", footer: .last
  ) { graph, _ in graph.app.selectTab(offsetBy: -1) }

  static let location = GlobalKey(["l"], hint: "location", help: "choose a location") {
    graph, _ in graph.present(.locationPicker)
  }

  static let account = GlobalKey(["a"], hint: "account", help: "switch account") { graph, _ in
    graph.present(.accountSwitcher)
  }

  static let refresh = GlobalKey(["r"], hint: "refresh", help: "refresh") { graph, _ in
    graph.refresh()
  }

  static let alerts = GlobalKey(["!"], hint: "alerts", help: "alerts") { graph, _ in
    graph.present(.alerts)
  }

  static let help = GlobalKey(["?"], hint: "help", help: "this help") { graph, _ in
    graph.present(.help)
  }

  /// Esc goes back while a screen is pushed; over a sheet, the sheet's own Esc closes it.
  static let back = GlobalKey(
    [.escape], hint: "back", help: "close a sheet or go back", footer: .last,
    needsPushedScreen: true
  ) { graph, _ in graph.currentRouter.back() }

  static let quit = GlobalKey(["q"], hint: "quit", help: "quit") { graph, _ in
    graph.requestQuit()
  }
}
