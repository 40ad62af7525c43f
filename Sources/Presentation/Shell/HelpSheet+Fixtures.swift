import TextUI

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

  /// The same keys in the ASCII glyph set.
  public static let ascii = HelpSheet.Props(hints: standard.hints, border: .ascii)
}

extension HelpSheet: Previewable {
  public static let fixtures = [
    Fixture("standard", HelpSheet(props: .standard, actions: .none)),
    Fixture("ascii", HelpSheet(props: .ascii, actions: .none)),
  ]
}
