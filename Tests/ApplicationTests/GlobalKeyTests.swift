import Foundation
import Services
import Testing
import TextUI

@testable import Application

/// The global keys are declared once (``GlobalKey/all``): the shell binds them, the footer
/// hints them and the help sheet lists them, all from that list.
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
      #expect(footer.contains("\(key.name) \(key.hint)"), "\(key.name) in \(footer)")
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
