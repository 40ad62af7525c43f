import Foundation
import StubServerSupport
import Testing

@testable import Services

/// The marine feed in each source, and the reply format it reads.
@Suite struct MarineFeedTests {
  private let toronto = Location.fixtures.toronto

  @Test func replyIsDecoded() throws {
    let data = Data(#"{"current":{"time":1795377600,"wave_height":0.84}}"#.utf8)
    #expect(
      try OpenMeteo.waves(fromReply: data, source: "reply")
        == Waves(time: FixtureTime.reference, height: 0.84))
  }

  @Test func anImplausibleHeightIsMalformed() {
    let data = Data(#"{"current":{"time":0,"wave_height":400}}"#.utf8)
    #expect(throws: ClientError.self) { try OpenMeteo.waves(fromReply: data, source: "reply") }
  }

  @Test func fixturesAreTheSameEveryTime() async throws {
    let client = FeedClient<MarineFeed>.fixtures(
      clock: ManualClock(now: FixtureTime.reference).clock)
    let first = try await client.fetch(toronto)
    #expect(try await client.fetch(toronto) == first)
    #expect(first == Waves(time: FixtureTime.reference, height: 0.4))
  }

  @Test func fileReadsTheRecordedReply() async throws {
    let client = FeedClient<MarineFeed>.file(folder: ExampleFolder.url)
    #expect(try await client.fetch(toronto) == Waves(time: FixtureTime.reference, height: 0.84))
  }

  @Test func httpAsksTheMarineEndpoint() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let server = OpenMeteoServer(baseURL: stub.baseURL(behaviour: "ok"), timeout: .seconds(5))
    let waves = try await FeedClient<MarineFeed>.http(server, apiKey: nil).fetch(toronto)
    #expect(waves.height == 0.84)
    #expect(try await stub.requests().map(\.path) == ["/ok/v1/marine"])
  }
}
