import Application
import Services
import Testing
import TextUI

/// Account switches and failures: the cases where the graph is re-wired or a reply
/// must not be shown.
@MainActor
@Suite struct AccountScenarioTests {
  @Test func switchingAccountReWiresEverythingResetsRoutersAndDropsTheOldReply() async throws {
    let clock = ManualClock(now: FixtureTime.reference)
    let scenario = try await Scenario(
      AppConfiguration(
        clock: .manual(clock),
        makeClients: { account, clock in
          account.id == Account.fixtures.personal.id
            ? .slowFixtures(clock: clock, latency: .seconds(2))
            : DataSource.fixtures.clients(apiKey: account.apiKey, clock: clock)
        }))
    try await scenario.send(.tick(.seconds(2)))
    #expect(scenario.graph.weather.state.latest?.location == Location.fixtures.toronto)
    try await scenario.send(.key(AppTab.week.key), .key(.enter))
    #expect(scenario.graph.routers[.week].path == [.dayDetail(dayIndex: 0)])
    try await scenario.send(.key("r"))
    #expect(scenario.graph.weather.state.isLoading)
    try await scenario.send(.key("a"))
    scenario.expect("switcher")
    try await scenario.send(.key("2"))
    scenario.expect("switched-to-work")
    #expect(scenario.graph.accounts.activeAccount.id == Account.fixtures.work.id)
    #expect(scenario.graph.routers[.week].path.isEmpty)
    #expect(scenario.graph.app.tab == .now)
    try await scenario.send(.tick(.seconds(2)))
    #expect(scenario.graph.weather.state.latest?.location == Location.fixtures.seoul)
    #expect(!scenario.screen.contains(Account.fixtures.work.apiKey!.revealed))
  }

  @Test func aFailedRefreshKeepsTheLastGoodDataAndShowsAToast() async throws {
    let scenario = try await Scenario(
      AppConfiguration(makeClients: { _, clock in .failingAfter(1, clock: clock) }))
    try await scenario.send(.key("r"))
    scenario.expect("failed-refresh")
    #expect(scenario.screen.contains("Something broke."))
    #expect(scenario.graph.weather.state.latest?.location == Location.fixtures.toronto)
    try await scenario.send(.tick(.seconds(5)))
    #expect(!scenario.screen.contains("Something broke."))
  }
}
