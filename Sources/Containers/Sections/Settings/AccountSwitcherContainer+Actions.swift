import Presentation
import Services
import TextUI

extension AccountSwitcherContainer {
  /// One action per listed account: switch to it, then close the sheet; Esc only
  /// closes.
  ///
  /// Each action captures its account's id, which is part of the sheet's data (a row
  /// per account), so a reused sheet never switches to an account it no longer lists.
  public static func actions(
    listed: [Account], accounts: AccountService, router: Router
  ) -> AccountSwitcherSheet.Actions {
    AccountSwitcherSheet.Actions(
      switchTo: listed.map { account in
        let id = account.id
        return Action {
          try? accounts.switchAccount(to: id)
          router.dismiss()
        }
      },
      close: Action { router.dismiss() })
  }
}
