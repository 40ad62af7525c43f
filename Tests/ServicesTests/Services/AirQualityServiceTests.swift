import Foundation
import Services
import ServicesTestSupport
import Testing

/// The air-quality service follows the weather's rules: newest reply only, the last good
/// reading kept through a failure, and a new client dropping the request in flight.
@MainActor
@Suite struct AirQualityServiceTests {
  let clock = ManualClock(now: TestPlace.start)
  let gate = ReplyGate<Location, AirQuality>()
  let log = LogRecorder()

  func makeService() -> AirQualityService {
    AirQualityService(
      client: FeedClient<AirQualityFeed>(fetch: gate.call), clock: clock.clock, log: log.log)
  }

  func reading(_ index: Int) -> AirQuality {
    AirQuality(time: TestPlace.start, europeanIndex: index)
  }

  @Test func staleReplyNeverOverwritesNewerLocation() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    service.refresh(for: TestPlace.b)
    await gate.waitForCalls(2)
    gate.reply(to: TestPlace.b, with: .success(reading(30)))
    await service.settled()
    gate.reply(to: TestPlace.a, with: .success(reading(10)))
    await eventually { [log] in log.lines.contains("air quality: dropped a stale reply for A") }
    #expect(service.state.latest?.location == TestPlace.b)
    #expect(service.state.latest?.value.europeanIndex == 30)
  }

  @Test func failureKeepsTheLastGoodReadingForTheSamePlace() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestPlace.a, with: .success(reading(44)))
    await service.settled()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(2)
    gate.reply(
      to: TestPlace.a, with: .failure(ClientError.unreachable(source: "s", reason: "down")))
    await service.settled()
    #expect(service.state.error == .unreachable(source: "s", reason: "down"))
    #expect(service.state.latest?.value.europeanIndex == 44)
  }

  @Test func aNewClientDropsTheRequestInFlight() async {
    let service = makeService()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    var clients = Clients.unimplemented()
    clients[feed: AirQualityFeed.self] = FeedClient { _ in AirQuality(time: TestPlace.start) }
    service.use(clients)
    #expect(service.state == .idle)
    #expect(service.isSettled)
    gate.cancelAll()
  }
}
