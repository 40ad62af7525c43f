import Testing
import TextSnapshots
import TextUI

@testable import Presentation

/// The Settings screen and the account switcher, from their fixtures.
@MainActor
@Suite struct SettingsViewTests {
  private func render(_ view: some View, width: Int = 80, height: Int = 20) -> [String] {
    FirstPassRenderer().render(view, width: width, height: height).rows
  }

  @Test func marksTheActiveAccountAndTheUnitsInForce() {
    let screen = render(SettingsView(props: .personal)).joined(separator: "\n")
    #expect(screen.contains("▸ Personal"))
    #expect(screen.contains("  Work"))
    #expect(screen.contains("▸ Metric (°C, km/h, kPa, km)"))
    #expect(screen.contains("  Imperial (°F, mph, inHg, mi)"))
    #expect(screen.contains("Auto-refresh: Every 10 min"))
    #expect(screen.contains("Press a to switch account"))
  }

  @Test func workAccountShowsImperialAndItsSource() {
    let screen = render(SettingsView(props: .work), width: 120).joined(separator: "\n")
    #expect(screen.contains("▸ Work"))
    #expect(screen.contains("▸ Imperial (°F, mph, inHg, mi)"))
    #expect(screen.contains("Source: http:https://api.open-meteo.com"))
    #expect(screen.contains("Updated 1 h ago"))
  }

  @Test func wideScreensUseTwoColumnsAndNarrowOnesOne() {
    let wide = render(SettingsView(props: .personal))
    #expect(wide[0].contains("Accounts") && wide[0].contains("Preferences"))
    let narrow = render(SettingsView(props: .personal), width: 40, height: 16)
    #expect(narrow[0].contains("Accounts") && !narrow[0].contains("Preferences"))
    #expect(narrow.contains { $0.contains("Updated 2 min ago") })
  }

  @Test func shortNarrowScreenDropsTheBoxesToShowEverything() {
    let rows = render(SettingsView(props: .problem), width: 40, height: 16)
    #expect(!rows.contains { $0.contains("╭") })
    #expect(rows.contains { $0.contains("Press a to switch account") })
    #expect(rows.contains { $0.contains("Auto-refresh: Every 10 min") })
    #expect(rows.contains { $0.hasPrefix(" ⚠ /home/ada/") })
    let tall = render(SettingsView(props: .problem), width: 40, height: 20)
    #expect(tall[0].hasPrefix("╭─ Accounts "))
  }

  @Test func neverUpdatedSaysSo() {
    #expect(render(SettingsView(props: .neverUpdated)).contains { $0.contains("Not updated yet") })
  }

  @Test func asciiFixtureUsesOnlyASCII() {
    let screen = render(SettingsView(props: .ascii)).joined()
    #expect(screen.contains("> Personal"))
    #expect(!screen.contains("▸") && !screen.contains("╭"))
    #expect(screen.contains("Auto-refresh: Off"))
  }

  @Test func bindsTheUnitsAndRefreshKeys() {
    let renderer = Renderer()
    _ = renderer.render(SettingsView(props: .personal), width: 80, height: 20)
    let labels = renderer.keyBindings.map { "\($0.key) \($0.label)" }
    #expect(labels == ["u units", "+ refresh more often", "- refresh less often"])
  }

  @Test func accountSwitcherNumbersTheAccountsAndMarksTheActiveOne() {
    assertInlineSnapshot(
      of: AccountSwitcherSheet(props: .personal), as: .frame(width: 44, height: 6)
    ) {
      """
      |╭─ Account ────────────────────────────────╮|
      |│ ▸ 1 Personal                             │|
      |│   2 Work                                 │|
      |│                                          │|
      |│ Press a number to switch account         │|
      |╰──────────────────────────────────────────╯|
      # styles
      |............................................|
      |....SSSSSSSSSS..............................|
      |............................................|
      |............................................|
      |............................................|
      |............................................|
      S selection: bold underline
      """
    }
  }

  @Test func accountSwitcherBindsADigitPerAccountAndEsc() {
    let renderer = Renderer()
    _ = renderer.render(AccountSwitcherSheet(props: .personal), width: 60, height: 10)
    let labels = renderer.keyBindings.map { "\($0.key) \($0.label)" }
    #expect(labels == ["1 Personal", "2 Work", "Esc close"])
  }
}
