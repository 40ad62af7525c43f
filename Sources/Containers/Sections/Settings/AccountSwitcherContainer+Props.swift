import Presentation
import Services
import TextUI

extension AccountSwitcherContainer {
  /// The `accounts` numbered from 1, the one with id `activeAccountID` marked: display
  /// names only.
  public static func props(
    accounts: [Account], activeAccountID: Account.ID, glyphs: Glyphs
  ) -> AccountSwitcherSheet.Props {
    AccountSwitcherSheet.Props(
      accounts: accounts.enumerated().map { index, account in
        AccountSwitcherRow.Props(
          number: index + 1, name: account.displayName, isActive: account.id == activeAccountID,
          pointer: glyphs.pointer)
      },
      border: glyphs.border)
  }
}
