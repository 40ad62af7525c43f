import TextUI

extension AccountSwitcherRow: Previewable {
  /// The active account and another.
  public static let fixtures: [Fixture<AccountSwitcherRow>] = [
    Fixture(
      "active",
      AccountSwitcherRow(props: .init(number: 1, name: "Personal", isActive: true, pointer: "▸"))),
    Fixture(
      "inactive",
      AccountSwitcherRow(props: .init(number: 2, name: "Work", isActive: false, pointer: "▸"))),
  ]
}
