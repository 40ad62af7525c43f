import Foundation
import Services
import ServicesTestSupport
import Testing

@MainActor
@Suite struct WeatherServiceTests {
  let gate = ReplyGate<Location, Weather>()
  let clock = ManualClock(now: TestPlace.start)
  let log = LogRecorder()

  func makeService() -> WeatherService {
    WeatherService(client: WeatherClient(forecast: gate.call), clock: clock.clock, log: log.log)
  }

  @Test func refreshLoadsTheReplyStampedWithTheClocksTime() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    #expect(service.state == .loading(TestPlace.a, previous: nil))
    await gate.waitForCalls(1)
    gate.reply(to: TestPlace.a, with: .success(TestPlace.weather("sunny")))
    await service.settled()
    #expect(
      service.state
        == .loaded(
          Fetched(value: TestPlace.weather("sunny"), location: TestPlace.a, fetchedAt: clock.now))
    )
  }

  @Test func staleReplyNeverOverwritesNewerLocation() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    service.refresh(for: TestPlace.b)
    service.refresh(for: TestPlace.c)
    await gate.waitForCalls(3)
    // The three requests run concurrently, so they may reach the client in any order.
    #expect(Set(gate.calls.map(\.name)) == ["A", "B", "C"])

    gate.reply(to: TestPlace.c, with: .success(TestPlace.weather("C")))
    await service.settled()
    gate.reply(to: TestPlace.b, with: .success(TestPlace.weather("B")))
    gate.reply(to: TestPlace.a, with: .success(TestPlace.weather("A")))
    await eventually { [log] in log.lines.count(where: { $0.contains("dropped") }) == 2 }

    #expect(service.state.latest?.location == TestPlace.c)
    #expect(service.state.latest?.value.current.summary == "C")
    #expect(log.lines.contains("weather: dropped a stale reply for A"))
  }

  @Test func failureKeepsTheLastGoodWeatherForTheSamePlace() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestPlace.a, with: .success(TestPlace.weather("first")))
    await service.settled()
    let good = service.state.latest

    await clock.advance(by: .seconds(60))
    service.refresh(for: TestPlace.a)
    #expect(service.state == .loading(TestPlace.a, previous: good))
    await gate.waitForCalls(2)
    let offline = ClientError.unreachable(source: "test", reason: "offline")
    gate.reply(to: TestPlace.a, with: .failure(offline))
    await service.settled()

    #expect(service.state == .failed(offline, location: TestPlace.a, lastGood: good))
    #expect(service.state.latest?.value.current.summary == "first")
  }

  @Test func anotherPlaceNeverInheritsTheLastGoodWeather() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestPlace.a, with: .success(TestPlace.weather("A")))
    await service.settled()

    service.refresh(for: TestPlace.b)
    #expect(service.state == .loading(TestPlace.b, previous: nil))
    await gate.waitForCalls(2)
    gate.reply(to: TestPlace.b, with: .failure(ClientError.httpStatus(source: "test", code: 500)))
    await service.settled()
    #expect(service.state.latest == nil)
    #expect(service.state.error == .httpStatus(source: "test", code: 500))
  }

  @Test func replacingTheClientDropsTheReplyInFlightEvenForTheSamePlace() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)

    let newGate = ReplyGate<Location, Weather>()
    service.setClient(WeatherClient(forecast: newGate.call))
    #expect(service.state == .idle)
    gate.reply(to: TestPlace.a, with: .success(TestPlace.weather("old account")))
    await eventually { [log] in log.lines.contains { $0.contains("dropped") } }
    #expect(service.state == .idle)

    service.refresh(for: TestPlace.a)
    await newGate.waitForCalls(1)
    newGate.reply(to: TestPlace.a, with: .success(TestPlace.weather("new account")))
    await service.settled()
    #expect(service.state.latest?.value.current.summary == "new account")
  }

  @Test func anErrorThatIsNotAClientErrorIsNamedByTypeOnly() async {
    struct Leaky: Error, CustomStringConvertible { var description: String { "SECRET" } }
    let service = makeService()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestPlace.a, with: .failure(Leaky()))
    await service.settled()
    #expect(
      service.state.error == .malformed(source: "the weather client", reason: "unexpected Leaky"))
    #expect(!String(describing: service.state).contains("SECRET"))
  }
}
