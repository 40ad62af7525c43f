import Foundation
import StubServerSupport
import Testing

@testable import Services

/// The HTTP clients against a stub server that misbehaves: each way a request can fail
/// ends in the ``ClientError`` a person can act on.
///
/// Each test runs on both of the transport's routes: Stratus's own client, which fetches
/// `http:` URLs, and URLSession, which fetches `https:` ones and is pointed at the plain
/// stub here since the tests have no TLS server.
@Suite struct HTTPFailureTests {
  private let toronto = Location.fixtures.toronto

  /// Both ways the transport fetches.
  static let routes: [HTTPTransport.PlainHTTP] = [.ownClient, .urlSession]

  /// The timeout of the tests that expect one: short, so they are fast. The others allow
  /// ten times as long, so a machine busy with other tests cannot turn their failure
  /// into a timeout.
  private let shortTimeout = Duration.milliseconds(500)

  /// The forecast from the stub server behaving as `behaviour`, fetched by `route`, as
  /// ``WeatherClient/http(_:apiKey:log:)`` asks for it.
  private func forecast(
    from stub: StubServer, behaviour: String, route: HTTPTransport.PlainHTTP,
    timeout: Duration = .seconds(5)
  ) async throws -> Weather {
    try await forecast(at: stub.baseURL(behaviour: behaviour), route: route, timeout: timeout)
  }

  /// The forecast from the server at `baseURL`, fetched by `route`.
  private func forecast(
    at baseURL: URL, route: HTTPTransport.PlainHTTP, timeout: Duration = .seconds(5)
  ) async throws -> Weather {
    let server = OpenMeteoServer(baseURL: baseURL, timeout: timeout)
    let transport = HTTPTransport(server: server, apiKey: nil, log: .discarding, plainHTTP: route)
    return try await transport.get(.forecast, query: OpenMeteo.forecastQuery(for: toronto)) {
      [toronto] body, source in
      try OpenMeteo.weather(fromForecast: body, for: toronto, source: source)
    }
  }

  @Test(arguments: routes)
  func statusOtherThan200IsHTTPStatus(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "status500", route: route)
    }
    guard case .httpStatus(let source, let code) = error else {
      Issue.record("expected httpStatus, got \(String(describing: error))")
      return
    }
    #expect(code == 500)
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/status500/v1/forecast"))
    #expect(error?.description.hasSuffix("answered HTTP 500") == true)
  }

  @Test(arguments: routes)
  func replySlowerThanTheTimeoutTimesOut(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "slow", route: route, timeout: shortTimeout)
    }
    guard case .timedOut(_, let seconds) = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
    #expect(seconds == 0.5)
    #expect(error?.description.hasSuffix("within 0.5 s") == true)
  }

  @Test(arguments: routes)
  func replyThatStallsAfterItsHeadersTimesOut(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "stall", route: route, timeout: shortTimeout)
    }
    guard case .timedOut(_, 0.5) = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: routes)
  func replyThatTricklesPastTheTimeoutTimesOut(route: HTTPTransport.PlainHTTP) async throws {
    // Every byte resets URLSession's idle timer, so only the overall deadline can end it.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "trickle", route: route, timeout: shortTimeout)
    }
    guard case .timedOut(_, 0.5) = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: routes)
  func replyThatIsNotJSONIsMalformed(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "malformed", route: route)
    }
    guard case .malformed(let source, _) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/malformed/v1/forecast"))
  }

  @Test(arguments: routes)
  func bodyOfSpacesIsNotJSON(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "blank", route: route)
    }
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason == "not JSON (the reply is only white space, 100 bytes)")
  }

  @Test(arguments: routes)
  func redirectToAFileIsRefusedAsSuch(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "redirect-file", route: route)
    }
    let file = StubServer.examples.appending(path: "forecast/toronto.json").path
    guard case .unreachable(let source, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/redirect-file/v1/forecast"))
    #expect(
      reason
        == "the server redirected to file://\(file), which is refused: only redirects to the "
        + "same scheme, host and port (http://127.0.0.1:\(stub.port)) are followed")
    // The refusal is the client's: the server saw one request, not a followed redirect.
    #expect(try await stub.requests().map(\.path) == ["/redirect-file/v1/forecast"])
  }

  @Test(arguments: routes)
  func bodyShorterThanItsContentLengthIsMalformedEndedEarly(route: HTTPTransport.PlainHTTP)
    async throws
  {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "truncated", route: route)
    }
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("the reply ended early"))
    #expect(reason.contains("of 5000 bytes"))
  }

  @Test(arguments: routes, ["huge", "huge-streamed"])
  func replyLargerThanTheLimitIsTooLarge(route: HTTPTransport.PlainHTTP, behaviour: String)
    async throws
  {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: behaviour, route: route)
    }
    guard case .tooLarge(let source, let limitBytes) = error else {
      Issue.record("expected tooLarge, got \(String(describing: error))")
      return
    }
    #expect(limitBytes == 10_000_000)
    #expect(
      error?.description
        == "\(source) is larger than the 10 MB limit")
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/\(behaviour)/v1/forecast"))
  }

  @Test(arguments: routes)
  func closedPortIsUnreachable(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    stub.stop()
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "ok", route: route)
    }
    guard case .unreachable(_, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(reason == "the server refused the connection")
  }

  // MARK: - Cancellation

  @Test(arguments: routes)
  func cancellingTheCallerCancelsTheRequest(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    // The slow server answers after a minute, so only cancellation can end this early with
    // CancellationError: a reply would succeed and the timeout would be a ClientError. The
    // timeout is long so that a loaded machine (two test runs at once took the request
    // past 10 s before it was cancelled) cannot reach it first; a cancel ends it at once.
    let slow = stub.baseURL(behaviour: "slow")
    let request = Task {
      try await forecast(at: slow, route: route, timeout: .seconds(50))
    }
    try await waitForFirstRequest(to: stub)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test(arguments: routes)
  func callerCancelledBeforehandSendsNothing(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let ok = stub.baseURL(behaviour: "ok")
    let request = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await forecast(at: ok, route: route)
    }
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(try await stub.requests().isEmpty)
  }

  /// Returns once the server has received a request, so a test cancels a request that
  /// is really in flight.
  private func waitForFirstRequest(to stub: StubServer) async throws {
    for _ in 0..<200 {
      if try await !stub.requests().isEmpty { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the request never reached the server")
  }
}
