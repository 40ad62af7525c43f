import TextUI

/// Named sample data, shared by the Settings screen's fixtures and the catalogue.
extension SettingsAccountList.Props {
  /// Personal and Work, Personal active.
  public static let personal = accounts(["Personal", "Work"], active: 0, pointer: "▸")
  /// Personal and Work, Work active.
  public static let work = accounts(["Personal", "Work"], active: 1, pointer: "▸")
  /// Personal and Work, Personal active, with the ASCII pointer.
  public static let ascii = accounts(["Personal", "Work"], active: 0, pointer: ">")
  /// Three accounts with wide and long names.
  public static let many = accounts(
    ["Personal", "가족 (Family)", "Weather desk at the Llanfairpwll community centre"],
    active: 2, pointer: "▸")

  /// Rows for `names`, the one at `active` chosen.
  static func accounts(_ names: [String], active: Int, pointer: String) -> Self {
    Self(
      accounts: names.enumerated().map { index, name in
        SettingsChoiceRow.Props(title: name, isChosen: index == active, pointer: pointer)
      })
  }
}

extension SettingsAccountList: Previewable {
  public static let fixtures: [Fixture<SettingsAccountList>] = [
    Fixture("personal", SettingsAccountList(props: .personal)),
    Fixture("many", SettingsAccountList(props: .many)),
    Fixture("ascii", SettingsAccountList(props: .ascii)),
  ]
}
