import Foundation
import Services
import Testing
import TextUI

@testable import Application

/// The tabs are declared once (``AppTab``): these tests check that the screens, the keys
/// and the selection follow.
@MainActor
@Suite struct AppTabTests {
  @Test func everyTabIsAScreenNamedAfterItAndReachedByItsKey() {
    for tab in AppTab.allCases {
      #expect(Screen.allCases.contains(.tab(tab)), "\(tab)")
      #expect(Screen(rawValue: tab.rawValue) == .tab(tab))
      #expect(Screen.tab(tab).keys == (tab == .launch ? [] : [tab.key]))
    }
    #expect(AppTab.launch == .now)
  }

  @Test func tabKeysAreTheDigitsInTabBarOrder() {
    let keys = AppTab.allCases.map(\.key.description)
    #expect(keys == AppTab.allCases.indices.map { "\($0 + 1)" })
    #expect(AppTab.allCases.allSatisfy { AppTab(position: $0.position) == $0 })
  }

  @Test func screenNamesAreUniqueAndReadBack() {
    let names = Screen.allCases.map(\.rawValue)
    #expect(names.count == AppTab.allCases.count + 3, "each tab, the day, the picker, the alerts")
    #expect(names.starts(with: ["now", "week", "day"]), "the day follows the tab it is pushed on")
    #expect(names.suffix(2) == ["picker", "alerts"])
    #expect(Set(names).count == names.count)
    for screen in Screen.allCases { #expect(Screen(rawValue: screen.rawValue) == screen) }
    #expect(Screen(rawValue: "nowhere") == nil)
  }

  @Test(arguments: AppTab.allCases)
  func eachTabsScreenShowsItSelectedInTheTabRow(tab: AppTab) async throws {
    let frame = try await Screen.tab(tab).render(AppConfiguration())
    #expect(frame.rows[1].contains("[\(tab.position + 1) \(tab.title)]"), "\(frame.rows[1])")
  }

  @Test func digitsTabAndShiftTabSelectEveryTabInTurn() async throws {
    let scenario = try await Scenario()
    for tab in AppTab.allCases.reversed() {
      try await scenario.send(.key(tab.key))
      #expect(scenario.graph.app.tab == tab)
    }
    for tab in AppTab.allCases.dropFirst() + [AppTab.launch] {
      try await scenario.send(.key(.tab))
      #expect(scenario.graph.app.tab == tab)
    }
    try await scenario.send(.key(.backTab))
    #expect(scenario.graph.app.tab == AppTab.allCases.last)
  }
}
