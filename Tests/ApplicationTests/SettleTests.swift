import Application
import Foundation
import Services
import ServicesTestSupport
import Testing
import TextUI

/// What the runtime waits for before it draws: every reply that will come by itself,
/// however long it takes; never time, which only the clock gives.
@MainActor
@Suite struct SettleTests {
  /// The weather answered by hand, as a server that takes its time; the radar and place
  /// search from the fixtures.
  let gate = ReplyGate<Location, Weather>()
  let clock = ManualClock(now: FixtureTime.reference)

  func configuration() -> AppConfiguration {
    AppConfiguration(
      clock: .manual(clock),
      makeClients: { [gate] account, clock in
        var clients = DataSource.fixtures.clients(apiKey: account.apiKey, clock: clock)
        clients.weather = WeatherClient(forecast: gate.call)
        return clients
      })
  }

  /// Answers the weather request waiting at the gate with the fixture weather.
  func answerTheWeather() {
    let place = Location.fixtures.toronto
    let answered = gate.reply(
      to: place, with: .success(Weather.fixture(for: place, at: FixtureTime.reference)))
    #expect(answered, "the request reached the gate")
  }

  @Test func startWaitsForAReplyHoweverLongItTakes() async throws {
    let runtime = try AppRuntime(configuration: configuration())
    let started = Flag()
    let launch = Task {
      await runtime.start()
      started.isSet = true
    }
    await gate.waitForCalls(1)
    // Ten times the yields the settle used to give up after; it must still be waiting.
    for _ in 0..<10_000 { await Task.yield() }
    #expect(!started.isSet)
    answerTheWeather()
    await launch.value
    #expect(runtime.frame.text().contains("Updated just now"))
    #expect(!runtime.frame.text().contains("Loading"))
  }

  @Test func aRequestAsleepOnTheClockIsLeftLoadingAndATickDeliversIt() async throws {
    let runtime = try AppRuntime(
      configuration: AppConfiguration(
        clock: .manual(clock),
        makeClients: { _, clock in .slowFixtures(clock: clock, latency: .seconds(2)) }))
    await runtime.start()
    #expect(runtime.graph.weather.state.isLoading)
    #expect(runtime.frame.text().contains("Loading the weather for Toronto…"))
    try await runtime.send(.tick(.seconds(2)))
    #expect(runtime.graph.weather.state.latest?.location == Location.fixtures.toronto)
    #expect(runtime.frame.text().contains("Updated just now"))
  }

  @Test func aSourceForcedToStayLoadingHasSettled() async throws {
    let runtime = try AppRuntime(configuration: AppConfiguration(dataState: .loading))
    await runtime.start()
    #expect(runtime.graph.weather.state.isLoading)
    #expect(runtime.graph.weather.isSettled)
    #expect(runtime.frame.text().contains("Loading the weather for Toronto…"))
  }

  @Test func theInteractiveAppWaitsForTheFixturesButNotForAServer() {
    #expect(SettlePolicy.interactive(for: .fixtures) == .replies)
    let server = OpenMeteoServer(baseURL: URL(string: "http://127.0.0.1:1")!)
    #expect(SettlePolicy.interactive(for: .http(server)) == .reactions)
    #expect(SettlePolicy.interactive(for: .file(folder: URL(fileURLWithPath: "/"))) == .reactions)
  }

  @Test func theInteractiveAppDrawsAtOnceAndAgainWhenTheReplyLands() async throws {
    let runtime = try AppRuntime(configuration: configuration(), settling: .reactions)
    await runtime.start()
    #expect(runtime.frame.text().contains("Loading the weather for Toronto…"))
    await gate.waitForCalls(1)
    answerTheWeather()
    await runtime.graph.settled()
    runtime.redraw()
    #expect(runtime.frame.text().contains("Updated just now"))
  }
}

extension SettleTests {
  @Test func keysSentTogetherNeverWaitForAReplyWhenTheRuntimeSettlesForReactions() async throws {
    let runtime = try AppRuntime(configuration: configuration(), settling: .reactions)
    await runtime.start()
    await gate.waitForCalls(1)
    let pressed = Flag()
    let pressing = Task {
      // r refreshes, and its request is held at the gate; q must not wait for it.
      await runtime.send(keys: [Key(.character("r")), Key(.character("q"))])
      pressed.isSet = true
    }
    await gate.waitForCalls(2)
    var yields = 0
    while !pressed.isSet, yields < 10_000 {
      yields += 1
      await Task.yield()
    }
    #expect(pressed.isSet, "q was handled while the reply to r was held")
    #expect(runtime.isFinished)
    #expect(gate.waitingCount == 2, "both replies are still held")
    gate.cancelAll()
    await pressing.value
  }
}

/// Set once the task under test has gone past a point.
@MainActor
private final class Flag {
  var isSet = false
}
