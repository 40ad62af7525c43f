import Foundation
import StubServerSupport
import TestSupport
import Testing

@testable import Services

/// The air-quality client in each implementation, and the reply format it reads.
@Suite struct AirQualityClientTests {
  private let toronto = Location.fixtures.toronto

  // MARK: - Format

  @Test func unixtimeReplyIsDecoded() throws {
    let data = Data(
      #"{"utc_offset_seconds":0,"current":{"time":1795377600,"european_aqi":27.4,"pm2_5":6.4,"pm10":null}}"#
        .utf8)
    let reading = try OpenMeteo.airQuality(fromReply: data, source: "reply")
    #expect(reading == AirQuality(time: FixtureTime.reference, europeanIndex: 27, pm25: 6.4))
    #expect(reading.level == .fair)
  }

  @Test func localTimeIsReadWithTheReplysOffset() throws {
    let data = Data(
      #"{"utc_offset_seconds":-18000,"current":{"time":"2026-11-22T15:00","european_aqi":12}}"#
        .utf8)
    let reading = try OpenMeteo.airQuality(fromReply: data, source: "reply")
    #expect(reading.time == FixtureTime.reference)
    #expect(reading.level == .good)
  }

  @Test(arguments: [
    (#"{"latitude":1}"#, "Could not read reply: missing 'current'"),
    (
      #"{"current":{"time":0,"pm10":-3}}"#,
      "Could not read reply: current.pm10: -3 is not a plausible particulate matter (0…10000 µg/m³)"
    ),
    (
      #"{"current":{"time":0,"european_aqi":5000}}"#,
      "Could not read reply: current.european_aqi: 5000 is not a plausible air quality index (0…1000 EAQI)"
    ),
  ])
  func malformedRepliesAreNamed(reply: String, message: String) {
    #expect(throws: ClientError.self) {
      try OpenMeteo.airQuality(fromReply: Data(reply.utf8), source: "reply")
    }
    do {
      _ = try OpenMeteo.airQuality(fromReply: Data(reply.utf8), source: "reply")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func levelsFollowTheEuropeanBands() {
    let levels = [0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100, 400].map {
      AirQuality(time: .distantPast, europeanIndex: $0).level
    }
    #expect(
      levels == [
        .good, .good, .fair, .fair, .moderate, .moderate, .poor, .poor, .veryPoor, .veryPoor,
        .extremelyPoor, .extremelyPoor,
      ])
    #expect(AirQuality(time: .distantPast).level == nil)
  }

  // MARK: - Implementations

  @Test func fixturesAreTheSameEveryTimeAndEmptyForReykjavik() async throws {
    let clock = ManualClock(now: FixtureTime.reference).clock
    let client = FeedClient<AirQualityFeed>.fixtures(clock: clock)
    let first = try await client.fetch(toronto)
    #expect(try await client.fetch(toronto) == first)
    #expect(first == AirQuality(time: FixtureTime.reference, europeanIndex: 44, pm25: 15, pm10: 22))
    let reykjavik = try await client.fetch(Location.fixtures.reykjavik)
    #expect(reykjavik == .empty(at: FixtureTime.reference))
  }

  @Test func fileIsTheReplyNearestTheLocation() async throws {
    let client = FeedClient<AirQualityFeed>.file(folder: ExampleFolder.url)
    #expect(
      try await client.fetch(toronto)
        == AirQuality(time: FixtureTime.reference, europeanIndex: 27, pm25: 6.4, pm10: 9.8))
    let oslo = try await client.fetch(Location.fixtures.oslo)
    #expect(oslo.europeanIndex == 12)
    #expect(oslo.pm10 == nil)
    await #expect(throws: ClientError.self) {
      try await client.fetch(Location.fixtures.tokyo)
    }
  }

  @Test func httpAsksTheAirQualityEndpointAndDecodesTheReply() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let server = OpenMeteoServer(
      baseURL: stub.baseURL(behaviour: "ok"), timeout: .seconds(HangGuard.seconds))
    let reading = try await FeedClient<AirQualityFeed>.http(server, apiKey: APIKey("KEY-1"))
      .fetch(toronto)
    #expect(reading.europeanIndex == 27)
    let requests = try await stub.requests()
    #expect(requests.map(\.path) == ["/ok/v1/air-quality"])
    #expect(
      requests.first?.queryItems
        == OpenMeteo.airQualityQuery(for: toronto) + [URLQueryItem(name: "apikey", value: "KEY-1")])
  }

  @Test func httpUsesTheHostTheServerNamesForTheFeedsPath() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let server = OpenMeteoServer(
      baseURL: stub.baseURL(behaviour: "status500"),
      otherHosts: ["v1/air-quality": stub.baseURL(behaviour: "ok")],
      timeout: .seconds(HangGuard.seconds))
    _ = try await FeedClient<AirQualityFeed>.http(server, apiKey: nil).fetch(toronto)
    #expect(try await stub.requests().map(\.path) == ["/ok/v1/air-quality"])
  }
}
