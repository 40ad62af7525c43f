import Presentation
import Services
import TextUI

/// The account switcher sheet's business half: the accounts numbered, the active one
/// marked; a digit switches to its account and closes the sheet.
///
/// Only display names reach the sheet: an account's API key never leaves the service.
/// Switching is all this does; re-wiring the clients and reloading favourites and
/// preferences is the binders' job (`AccountToClients`).
public struct AccountSwitcherContainer: Container {
  @Observed var accounts: AccountService
  /// The router of the tab the sheet is open over.
  @Observed var router: Router
  /// The glyph set the app was started with.
  let glyphs: Glyphs

  /// The most accounts listed: one per digit key.
  public static let maximumAccounts = 9

  /// - Parameters:
  ///   - accounts: the accounts listed and switched between.
  ///   - router: the router presenting the sheet; a switch or Esc dismisses it.
  ///   - glyphs: the glyph set (`--ascii` or not).
  public init(accounts: AccountService, router: Router, glyphs: Glyphs) {
    self._accounts = Observed(wrappedValue: accounts)
    self._router = Observed(wrappedValue: router)
    self.glyphs = glyphs
  }

  public var body: some View {
    let listed = Array(accounts.accounts.prefix(Self.maximumAccounts))
    AccountSwitcherSheet(
      props: Self.props(
        accounts: listed, activeAccountID: accounts.activeAccount.id, glyphs: glyphs),
      actions: Self.actions(listed: listed, accounts: accounts, router: router))
  }
}
