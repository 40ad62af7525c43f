import Foundation
import StubServerSupport
import Testing

@testable import Services

/// The size limit holds on the bytes as they arrive, whatever a server sends (issue 29):
/// a reply that would take more than the limit is refused, and the connection is closed
/// long before the server has sent it all.
///
/// The stub counts the bytes of each reply that the connection took; every hostile reply
/// here is 100 MB or more, ten times the limit. What the client let in is at most the
/// limit, a piece, and what the two sockets' buffers held when it closed (a few MB on
/// loopback), so half of the reply is a bound no passing run comes near and no failing
/// one stays under: URLSession on Linux read every byte of each.
@Suite struct HTTPReplyLimitTests {
  private let toronto = Location.fixtures.toronto
  private let hostileBytes = 100_000_000

  /// The forecast from the stub server behaving as `behaviour`, as the app asks for it,
  /// with a deadline generous enough that a loaded machine (the whole suite runs at once)
  /// cannot turn what is checked here into a timeout.
  private func forecast(from stub: StubServer, behaviour: String) async throws -> Weather {
    let server = OpenMeteoServer(
      baseURL: stub.baseURL(behaviour: behaviour), timeout: .seconds(60))
    return try await WeatherClient.http(server, apiKey: nil).forecast(toronto)
  }

  @Test func gzipBombIsRefusedAtItsHeadersAndNotRead() async throws {
    // 16 MB that would unpack to 16 GiB: Linux's URLSession unpacked a 4 GiB one whole.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "gzip-bomb")
    }
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason == "the server sent a reply encoded as \"gzip\", which was not asked for")
    let request = try #require(try await stub.finishedRequests().first)
    #expect(request.sentAll == false)
    #expect(try #require(request.sentBytes) < 16_000_000 / 2)
  }

  @Test(arguments: ["huge", "huge-streamed", "chunked-huge"])
  func replyOverTheLimitIsTooLargeAndReadNoFurther(behaviour: String) async throws {
    // With a Content-Length (huge) it is refused at the headers; without, at the limit.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: behaviour)
    }
    guard case .tooLarge(_, 10_000_000) = error else {
      Issue.record("expected tooLarge, got \(String(describing: error))")
      return
    }
    let request = try #require(try await stub.finishedRequests().first)
    #expect(request.sentAll == false)
    #expect(try #require(request.sentBytes) < hostileBytes / 2)
  }

  @Test func redirectIsFollowedWithoutReadingItsBody() async throws {
    // A 302 with a 100 MB body: Linux's URLSession kept the body of a redirect whole.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let weather = try await forecast(from: stub, behaviour: "redirect-huge")
    #expect(!weather.hourly.isEmpty, "the forecast the redirect led to was read")
    let requests = try await stub.finishedRequests()
    #expect(requests.map(\.path) == ["/redirect-huge/v1/forecast", "/ok/v1/forecast"])
    #expect(requests.map(\.sentAll) == [false, true])
    #expect(try #require(requests.first?.sentBytes) < hostileBytes / 2)
  }
}
