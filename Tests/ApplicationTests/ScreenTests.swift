import Application
import Services
import Testing
import TextUI

@MainActor
@Suite struct ScreenTests {
  @Test(arguments: Screen.allCases)
  func everyScreenFillsExactlyTheDefaultTerminal(screen: Screen) async throws {
    let frame = try await screen.render(AppConfiguration())
    #expect(frame.size == Size(width: 80, height: 24))
    for row in frame.rows { #expect(DisplayWidth.of(row) == 80, "\(row)") }
  }

  @Test(arguments: [(40, 12), (120, 40), (39, 12), (20, 5), (1, 1)])
  func nowFillsAnySize(width: Int, height: Int) async throws {
    let frame = try await Screen.tab(.now).render(
      AppConfiguration(size: Size(width: width, height: height)))
    #expect(frame.size == Size(width: width, height: height))
  }

  @Test func belowTheMinimumTheScreenSaysSoInsteadOfBreaking() async throws {
    let frame = try await Screen.tab(.now).render(
      AppConfiguration(size: Size(width: 39, height: 12)))
    #expect(frame.text().contains("Window too small — need at least 40x12"))
  }

  @Test func anUnknownAccountIsAnErrorListingTheAccounts() async {
    await #expect(throws: AppError.unknownAccount(name: "Nobody", known: ["Personal", "Work"])) {
      try await Screen.tab(.now).render(AppConfiguration(accountName: "Nobody"))
    }
  }
}
