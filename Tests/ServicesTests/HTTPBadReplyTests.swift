import Foundation
import StubServerSupport
import Testing

@testable import Services

/// A server that answers, but wrongly, gets an error naming what is wrong with its reply
/// (issue 29): `malformed`, a bad reply, never `unreachable`, and never a symptom of the
/// problem ("the reply ended early", "not JSON") in place of the problem.
@Suite struct HTTPBadReplyTests {
  private let toronto = Location.fixtures.toronto

  /// The forecast from the stub server behaving as `behaviour`, fetched by `route`.
  private func forecast(
    from stub: StubServer, behaviour: String, route: HTTPTransport.PlainHTTP = .ownClient,
    timeout: Duration = .seconds(10)
  ) async throws -> Weather {
    let server = OpenMeteoServer(baseURL: stub.baseURL(behaviour: behaviour), timeout: timeout)
    let transport = HTTPTransport(server: server, apiKey: nil, log: .discarding, plainHTTP: route)
    return try await transport.get(.forecast, query: OpenMeteo.forecastQuery(for: toronto)) {
      [toronto] body, source in
      try OpenMeteo.weather(fromForecast: body, for: toronto, source: source)
    }
  }

  /// The reason of the `malformed` error the stub behaving as `behaviour` causes.
  private func malformedReason(
    behaviour: String, route: HTTPTransport.PlainHTTP = .ownClient
  ) async throws -> String? {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: behaviour, route: route)
    }
    guard case .malformed(let source, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return nil
    }
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/\(behaviour)/v1/forecast"))
    return reason
  }

  @Test(arguments: HTTPFailureTests.routes)
  func replyLabelledGzipIsRefusedAsEncoded(route: HTTPTransport.PlainHTTP) async throws {
    // It used to say "the reply ended early: 0 of 9599 bytes arrived".
    #expect(
      try await malformedReason(behaviour: "gzip-label", route: route)
        == "the server sent a reply encoded as \"gzip\", which was not asked for")
  }

  @Test(arguments: HTTPFailureTests.routes)
  func redirectWithoutLocationSaysSo(route: HTTPTransport.PlainHTTP) async throws {
    // It used to say "not JSON (the reply is empty)".
    #expect(
      try await malformedReason(behaviour: "redirect-nowhere", route: route)
        == "the server answered 302, a redirect, without a Location saying where to")
  }

  @Test func headerHoldingEscapeIsABadReplyNamingTheLine() async throws {
    // It used to be "Could not reach …: Failed writing header", as if no server answered.
    // The line is quoted as sent; whoever prints it shows the ESC as a picture.
    #expect(
      try await malformedReason(behaviour: "header-escape")
        == "the reply's header line \"X-\u{1B}[31mNote: red\" holds a control character "
        + "(U+001B), which HTTP does not allow")
  }

  @Test func brokenChunkSizeIsABadReply() async throws {
    #expect(
      try await malformedReason(behaviour: "chunked-broken")
        == "the reply's chunked body has a chunk size that is not a number: \"zz\"")
  }

  @Test func transferCodingOtherThanChunkedIsRefused() async throws {
    #expect(
      try await malformedReason(behaviour: "transfer-gzip")
        == "the server sent a reply with Transfer-Encoding \"gzip, chunked\", "
        + "which was not asked for")
  }

  @Test(arguments: HTTPFailureTests.routes)
  func emptyReplyIsReadAsEmpty(route: HTTPTransport.PlainHTTP) async throws {
    // A Content-Length of 0 is a whole body at once: not one that ended early.
    #expect(
      try await malformedReason(behaviour: "empty", route: route) == "not JSON (the reply is empty)"
    )
  }

  @Test func endlessInterimRepliesStopAfterFive() async throws {
    // "100 Continue" for ever used to be read for ever, past the deadline, since a server
    // that never pauses never lets a read wait.
    #expect(
      try await malformedReason(behaviour: "continue-flood")
        == "the server sent more than 5 interim (1xx) replies before its reply")
  }

  @Test(arguments: HTTPFailureTests.routes)
  func chunkedReplyWithAContentLengthIsReadByItsChunks(route: HTTPTransport.PlainHTTP)
    async throws
  {
    // RFC 9112 §6.3: chunked framing wins and the length is ignored. It used to be judged
    // as well: "the reply ended early: 9599 of 100000 bytes arrived".
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let chunked = try await forecast(from: stub, behaviour: "chunked-with-length", route: route)
    #expect(try await chunked == forecast(from: stub, behaviour: "ok", route: route))
  }

  @Test func endlessTrailerIsTooLarge() async throws {
    // Trailer fields used to be read without counting, until the deadline.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await transportForecast(
        at: stub.baseURL(behaviour: "chunked-endless-trailer"), timeout: .seconds(120),
        maximumReplyBytes: 1_000_000)
    }
    guard case .tooLarge(_, 1_000_000) = error else {
      Issue.record("expected tooLarge, got \(String(describing: error))")
      return
    }
  }

  @Test func endlessRedirectsStopAfterTen() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    // Eleven requests share one deadline: a generous one, so a machine busy with the rest
    // of the suite cannot turn the loop into a timeout.
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "redirect-loop", timeout: .seconds(60))
    }
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason == "the server redirected more than 10 times")
    #expect(try await stub.requests().count == 1 + HTTPTransport.maximumRedirects)
  }

  @Test(arguments: HTTPFailureTests.routes)
  func chunkedReplyIsRead(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let chunked = try await forecast(from: stub, behaviour: "chunked", route: route)
    #expect(try await chunked == forecast(from: stub, behaviour: "ok", route: route))
  }

  @Test(arguments: HTTPFailureTests.routes)
  func requestAsksForAnUnencodedReply(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    _ = try await forecast(from: stub, behaviour: "ok", route: route)
    #expect(try await stub.requests().map(\.acceptEncoding) == ["identity"])
  }
}
