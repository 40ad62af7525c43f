import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The account switcher sheet's container, with a real account service built from the
/// fixtures.
@MainActor
@Suite struct AccountSwitcherContainerTests {
  /// The services the switcher reads and calls: the built-in accounts, Personal active,
  /// and the router presenting the sheet.
  @MainActor
  private struct Services {
    let accounts = AccountService(
      store: .inMemory(),
      defaults: SavedSettings(
        accounts: Account.fixtures.all, activeAccountID: Account.fixtures.personal.id))
    let router = Router(sheet: .accountSwitcher)

    func switcher(glyphs: Glyphs = .unicode) -> AccountSwitcherContainer {
      AccountSwitcherContainer(accounts: accounts, router: router, glyphs: glyphs)
    }
  }

  // MARK: - Props

  /// The accounts numbered from 1 for their digit keys, Work marked, in ASCII.
  @Test func accountSwitcherPropsWithTheWorkAccountActive() {
    let props = AccountSwitcherContainer.props(
      accounts: Account.fixtures.all, activeAccountID: "work", glyphs: .ascii)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |AccountSwitcherSheet.Props(|
      |  accounts: [|
      |    AccountSwitcherRow.Props(|
      |      number: 1,|
      |      name: "Personal",|
      |      isActive: false,|
      |      pointer: ">",|
      |    ),|
      |    AccountSwitcherRow.Props(|
      |      number: 2,|
      |      name: "Work",|
      |      isActive: true,|
      |      pointer: ">",|
      |    ),|
      |  ],|
      |  border: .ascii,|
      |)|
      """
    }
  }

  // MARK: - The fixtures are what the container makes

  /// The hand-written `AccountSwitcherSheet.Props` fixtures are the container's own
  /// output for the built-in accounts.
  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(
      AccountSwitcherContainer.props(
        accounts: Account.fixtures.all, activeAccountID: "personal", glyphs: .unicode), .personal)
    assertEqual(
      AccountSwitcherContainer.props(
        accounts: Account.fixtures.all, activeAccountID: "work", glyphs: .ascii), .workASCII)
  }

  // MARK: - Keys

  @Test func pressingADigitSwitchesAccountAndDismisses() {
    let services = Services()
    let renderer = Renderer()
    _ = renderer.render(services.switcher(), width: 80, height: 20)
    #expect(renderer.dispatch("2"))
    #expect(services.accounts.activeAccountID == "work")
    #expect(services.router.sheet == nil)
  }

  @Test func escClosesTheSwitcherWithoutSwitching() {
    let services = Services()
    let renderer = Renderer()
    _ = renderer.render(services.switcher(), width: 80, height: 20)
    #expect(renderer.dispatch(.escape))
    #expect(services.accounts.activeAccountID == "personal")
    #expect(services.router.sheet == nil)
  }
}
