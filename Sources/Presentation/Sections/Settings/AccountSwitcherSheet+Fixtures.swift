import TextUI

/// Named sample data, shared by previews, snapshot tests and the CLI.
extension AccountSwitcherSheet.Props {
  /// Personal active.
  public static let personal = Self(
    accounts: [
      .init(number: 1, name: "Personal", isActive: true, pointer: "▸"),
      .init(number: 2, name: "Work", isActive: false, pointer: "▸"),
    ],
    border: .rounded)
  /// Work active, in ASCII.
  public static let workASCII = Self(
    accounts: [
      .init(number: 1, name: "Personal", isActive: false, pointer: ">"),
      .init(number: 2, name: "Work", isActive: true, pointer: ">"),
    ],
    border: .ascii)
}

extension AccountSwitcherSheet: Previewable {
  public static let fixtures: [Fixture<AccountSwitcherSheet>] = [
    Fixture("personal", AccountSwitcherSheet(props: .personal)),
    Fixture("work", AccountSwitcherSheet(props: .workASCII)),
  ]
}
