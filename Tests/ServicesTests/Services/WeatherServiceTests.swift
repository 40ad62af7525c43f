import Foundation
import Services
import ServicesTestSupport
import Testing

@MainActor
@Suite struct WeatherServiceTests {
  let gate = ReplyGate<Location, Weather>()
  let clock = ManualClock(now: TestValues.start)
  let log = LogRecorder()

  func makeService() -> WeatherService {
    WeatherService(client: WeatherClient(forecast: gate.call), clock: clock.clock, log: log.log)
  }

  @Test func refreshLoadsTheReplyStampedWithTheClocksTime() async {
    let service = makeService()
    service.refresh(for: TestValues.a)
    #expect(service.state == .loading(TestValues.a, previous: nil))
    await gate.waitForCalls(1)
    gate.reply(to: TestValues.a, with: .success(TestValues.weather("sunny")))
    await service.settled()
    #expect(
      service.state
        == .loaded(
          Fetched(value: TestValues.weather("sunny"), location: TestValues.a, fetchedAt: clock.now))
    )
  }

  @Test func staleReplyNeverOverwritesNewerLocation() async {
    let service = makeService()
    service.refresh(for: TestValues.a)
    service.refresh(for: TestValues.b)
    service.refresh(for: TestValues.c)
    await gate.waitForCalls(3)
    // The three requests run concurrently, so they may reach the client in any order.
    #expect(Set(gate.calls.map(\.name)) == ["A", "B", "C"])

    gate.reply(to: TestValues.c, with: .success(TestValues.weather("C")))
    await service.settled()
    gate.reply(to: TestValues.b, with: .success(TestValues.weather("B")))
    gate.reply(to: TestValues.a, with: .success(TestValues.weather("A")))
    await eventually { [log] in log.lines.count(where: { $0.contains("dropped") }) == 2 }

    #expect(service.state.latest?.location == TestValues.c)
    #expect(service.state.latest?.value.current.summary == "C")
    #expect(log.lines.contains("weather: dropped a stale reply for A"))
  }

  @Test func failureKeepsTheLastGoodWeatherForTheSamePlace() async {
    let service = makeService()
    service.refresh(for: TestValues.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestValues.a, with: .success(TestValues.weather("first")))
    await service.settled()
    let good = service.state.latest

    await clock.advance(by: .seconds(60))
    service.refresh(for: TestValues.a)
    #expect(service.state == .loading(TestValues.a, previous: good))
    await gate.waitForCalls(2)
    let offline = ClientError.unreachable(source: "test", reason: "offline")
    gate.reply(to: TestValues.a, with: .failure(offline))
    await service.settled()

    #expect(service.state == .failed(offline, location: TestValues.a, lastGood: good))
    #expect(service.state.latest?.value.current.summary == "first")
  }

  @Test func anotherPlaceNeverInheritsTheLastGoodWeather() async {
    let service = makeService()
    service.refresh(for: TestValues.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestValues.a, with: .success(TestValues.weather("A")))
    await service.settled()

    service.refresh(for: TestValues.b)
    #expect(service.state == .loading(TestValues.b, previous: nil))
    await gate.waitForCalls(2)
    gate.reply(to: TestValues.b, with: .failure(ClientError.httpStatus(source: "test", code: 500)))
    await service.settled()
    #expect(service.state.latest == nil)
    #expect(service.state.error == .httpStatus(source: "test", code: 500))
  }

  @Test func replacingTheClientDropsTheReplyInFlightEvenForTheSamePlace() async {
    let service = makeService()
    service.refresh(for: TestValues.a)
    await gate.waitForCalls(1)

    let newGate = ReplyGate<Location, Weather>()
    service.setClient(WeatherClient(forecast: newGate.call))
    #expect(service.state == .idle)
    gate.reply(to: TestValues.a, with: .success(TestValues.weather("old account")))
    await eventually { [log] in log.lines.contains { $0.contains("dropped") } }
    #expect(service.state == .idle)

    service.refresh(for: TestValues.a)
    await newGate.waitForCalls(1)
    newGate.reply(to: TestValues.a, with: .success(TestValues.weather("new account")))
    await service.settled()
    #expect(service.state.latest?.value.current.summary == "new account")
  }

  @Test func anErrorThatIsNotAClientErrorIsNamedByTypeOnly() async {
    struct Leaky: Error, CustomStringConvertible { var description: String { "SECRET" } }
    let service = makeService()
    service.refresh(for: TestValues.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestValues.a, with: .failure(Leaky()))
    await service.settled()
    #expect(
      service.state.error == .malformed(source: "the weather client", reason: "unexpected Leaky"))
    #expect(!String(describing: service.state).contains("SECRET"))
  }
}
