import TextUI

extension SettingsChoiceRow: Previewable {
  /// A chosen and an unchosen option, and the ASCII pointer.
  public static let fixtures: [Fixture<SettingsChoiceRow>] = [
    Fixture(
      "chosen",
      SettingsChoiceRow(props: .init(title: "Personal", isChosen: true, pointer: "▸"))),
    Fixture(
      "notChosen",
      SettingsChoiceRow(
        props: .init(title: "Imperial (°F, mph, inHg, mi)", isChosen: false, pointer: "▸"))),
    Fixture(
      "ascii", SettingsChoiceRow(props: .init(title: "Work", isChosen: true, pointer: ">"))),
  ]
}
