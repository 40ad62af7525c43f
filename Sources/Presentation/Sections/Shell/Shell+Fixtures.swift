import TextUI

// Named samples of the shell's views: the header, tabs, badge, footer, toast, the help
// sheet and the too-small notice.

extension HeaderBar: Previewable {
  public static let fixtures = [
    Fixture("toronto", HeaderBar(props: .toronto)),
    Fixture(
      "seoul",
      HeaderBar(
        props: HeaderBar.Props(title: "☁️ 서울, 대한민국", status: "Mon 05:00 · Updated 2 min ago"))),
    Fixture(
      "loading",
      HeaderBar(props: HeaderBar.Props(title: "Oslo, Norway", status: "Sun 21:00 · Loading…"))),
  ]
}

extension HeaderBar.Props {
  /// Toronto on the reference afternoon.
  public static let toronto = HeaderBar.Props(
    title: "⛅ Toronto, Ontario", status: "Sun 15:00 · Updated 2 min ago")
}

extension TabStrip: Previewable {
  public static let fixtures = [
    Fixture("now", TabStrip(titles: TabStrip.appTitles, selected: 0)),
    Fixture("settings", TabStrip(titles: TabStrip.appTitles, selected: 4)),
  ]
}

extension TabStrip {
  /// Sample titles: those of the app's five tabs, in order. The app's own come from its
  /// tabs (`AppTab` in Application), which Presentation cannot name.
  static let appTitles = ["Now", "Week", "Radar", "Sky", "Settings"]
}

extension AlertBadge: Previewable {
  public static let fixtures = [
    Fixture("twoAlerts", AlertBadge(text: "⚠ 2 alerts (!)")),
    Fixture("none", AlertBadge(text: nil)),
  ]
}

extension KeyHintsBar: Previewable {
  public static let fixtures = [
    Fixture("now", KeyHintsBar(props: .now)),
    Fixture(
      "picker",
      KeyHintsBar(
        props: KeyHintsBar.Props(
          hints: [
            .init(key: "type", label: "search"), .init(key: "↑↓", label: "move"),
            .init(key: "Enter", label: "choose"), .init(key: "Esc", label: "close"),
          ], separator: "·"))),
  ]
}

extension KeyHintsBar.Props {
  /// A sample footer: the Now screen's at 80 columns. The app's footer is built from the
  /// keys bound in each pass, never from this.
  public static let now = KeyHintsBar.Props(
    hints: [
      .init(key: "1-5", label: "tabs"), .init(key: "l", label: "location"),
      .init(key: "a", label: "account"), .init(key: "r", label: "refresh"),
      .init(key: "!", label: "alerts"), .init(key: "?", label: "help"),
      .init(key: "q", label: "quit"),
    ], separator: "·")
}

extension ToastView: Previewable {
  public static let fixtures = [
    Fixture(
      "failure",
      ToastView(
        props: ToastView.Props(
          message: CentredMessage.Props.somethingBroke,
          border: .rounded))),
    Fixture("ascii", ToastView(props: ToastView.Props(message: "Saved.", border: .ascii))),
  ]
}

extension TooSmallView: Previewable {
  public static let fixtures = [
    Fixture(
      "standard", TooSmallView(minimum: Size(width: 40, height: 12), dash: Glyphs.unicode.dash))
  ]
}

extension HelpSheet: Previewable {
  public static let fixtures = [
    Fixture("standard", HelpSheet(props: .standard, actions: .none)),
    Fixture(
      "ascii",
      HelpSheet(
        props: HelpSheet.Props(hints: HelpSheet.Props.standard.hints, border: .ascii),
        actions: .none)),
  ]
}

extension HelpSheet.Props {
  /// A sample: the keys that work on every screen, as the app lists them with five tabs.
  /// The app's help is built from its global keys (`GlobalKey.all` in Application),
  /// not from this; `KeysHelpTests` checks that the two still say the same.
  public static let standard = HelpSheet.Props(
    hints: [
      .init(key: "1-5", label: "switch to a tab"), .init(key: "Tab", label: "next tab"),
      .init(key: "Shift-Tab", label: "previous tab"), .init(key: "l", label: "choose a location"),
      .init(key: "a", label: "switch account"), .init(key: "r", label: "refresh"),
      .init(key: "!", label: "alerts"), .init(key: "?", label: "this help"),
      .init(key: "Esc", label: "close a sheet or go back"), .init(key: "q", label: "quit"),
    ], border: .rounded)
}
