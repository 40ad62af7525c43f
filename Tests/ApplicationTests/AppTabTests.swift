import Foundation
import Services
import Testing
import TextUI

@testable import Application

/// The tabs and the global keys are each declared once (``AppTab``, ``GlobalKey/all``):
/// these tests check that everything that lists them follows.
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
    #expect(names == ["now", "week", "day", "radar", "sky", "settings", "picker", "alerts"])
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

/// The global keys: bound, shown in the footer and listed by the help from one list.
@MainActor
@Suite struct GlobalKeyTests {
  @Test func theHelpSheetListsEveryGlobalKey() async throws {
    let scenario = try await Scenario()
    try await scenario.send(.key(GlobalKey.help.key))
    let lines = scenario.rows.map { $0.split(separator: " ").joined(separator: " ") }
    for key in GlobalKey.all {
      #expect(lines.contains { $0.contains("│ \(key.name) \(key.help) │") }, "\(key.name)")
    }
  }

  @Test func theFooterHintsEveryGlobalKeyWhereThereIsRoom() async throws {
    let scenario = try await Scenario(AppConfiguration(size: Size(width: 200, height: 24)))
    try await scenario.send(.key(AppTab.week.key), .key(.enter))
    let footer = try #require(scenario.rows.last)
    for key in GlobalKey.all {
      let name = key.keys.count > 1 ? key.name : key.key.description
      #expect(footer.contains("\(name) \(key.hint)"), "\(key.hint) in \(footer)")
    }
  }

  @Test func theFooterPutsTheStepKeysLast() async throws {
    let scenario = try await Scenario(AppConfiguration(size: Size(width: 200, height: 24)))
    let footer = try #require(scenario.rows.last).trimmingCharacters(in: .whitespaces)
    let tabs = "1-\(AppTab.allCases.count) tabs"
    #expect(
      footer
        == "\(tabs) · l location · a account · r refresh · ! alerts · ? help · q quit · Tab next tab · Shift-Tab previous tab"
    )
  }

  @Test func everyKeyIsBoundOnceAndEveryLabelIsWritten() {
    let keys = GlobalKey.all.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
    #expect(GlobalKey.all.allSatisfy { !$0.hint.isEmpty && !$0.help.isEmpty })
    #expect(GlobalKey.tabs.keys == AppTab.allCases.map(\.key))
  }
}
