import TextUI

/// Sample footers. The app's footer is built from the keys bound in each pass, never
/// from these.
extension KeyHintsBar.Props {
  /// The Now screen's footer at 80 columns.
  public static let now = KeyHintsBar.Props(
    hints: [
      .init(key: "1-5", label: "tabs"), .init(key: "l", label: "location"),
      .init(key: "a", label: "account"), .init(key: "r", label: "refresh"),
      .init(key: "!", label: "alerts"), .init(key: "?", label: "help"),
      .init(key: "q", label: "quit"),
    ], separator: "·")

  /// The location picker's footer, its text field first.
  public static let picker = KeyHintsBar.Props(
    hints: [
      .init(key: "type", label: "search"), .init(key: "↑↓", label: "move"),
      .init(key: "Enter", label: "choose"), .init(key: "Esc", label: "close"),
    ], separator: "·")
}

extension KeyHintsBar: Previewable {
  public static let fixtures = [
    Fixture("now", KeyHintsBar(props: .now)),
    Fixture("picker", KeyHintsBar(props: .picker)),
  ]
}
