import Foundation
import StubServerSupport
import Testing

@testable import Services

/// The HTTP clients against a stub server that misbehaves: each way a request can fail
/// ends in the ``ClientError`` a person can act on.
@Suite struct HTTPFailureTests {
  private let toronto = Location.fixtures.toronto

  /// The timeout of the tests that expect one: short, so they are fast. The others allow
  /// ten times as long, so a machine busy with other tests cannot turn their failure
  /// into a timeout.
  private let shortTimeout = Duration.milliseconds(500)

  /// The forecast from a weather client for the stub server behaving as `behaviour`.
  private func forecast(
    from stub: StubServer, behaviour: String, timeout: Duration = .seconds(5)
  ) async throws -> Weather {
    let server = OpenMeteoServer(baseURL: stub.baseURL(behaviour: behaviour), timeout: timeout)
    return try await WeatherClient.http(server, apiKey: nil).forecast(toronto)
  }

  @Test func statusOtherThan200IsHTTPStatus() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "status500")
    }
    guard case .httpStatus(let source, let code) = error else {
      Issue.record("expected httpStatus, got \(String(describing: error))")
      return
    }
    #expect(code == 500)
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/status500/v1/forecast"))
    #expect(error?.description.hasSuffix("answered HTTP 500") == true)
  }

  @Test func replySlowerThanTheTimeoutTimesOut() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "slow", timeout: shortTimeout)
    }
    guard case .timedOut(_, let seconds) = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
    #expect(seconds == 0.5)
    #expect(error?.description.hasSuffix("within 0.5 s") == true)
  }

  @Test func replyThatStallsAfterItsHeadersTimesOut() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "stall", timeout: shortTimeout)
    }
    guard case .timedOut(_, 0.5) = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
  }

  @Test func replyThatTricklesPastTheTimeoutTimesOut() async throws {
    // Every byte resets URLSession's idle timer, so only the overall deadline can end it.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "trickle", timeout: shortTimeout)
    }
    guard case .timedOut(_, 0.5) = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
  }

  @Test func replyThatIsNotJSONIsMalformed() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "malformed")
    }
    guard case .malformed(let source, _) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/malformed/v1/forecast"))
  }

  @Test func bodyOfSpacesIsNotJSON() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "blank")
    }
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason == "not JSON (the reply is only white space, 100 bytes)")
  }

  @Test func redirectToAFileIsRefusedAsSuch() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "redirect-file")
    }
    let file = StubServer.examples.appending(path: "forecast/toronto.json").path
    guard case .unreachable(let source, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(source.hasPrefix("http://127.0.0.1:\(stub.port)/redirect-file/v1/forecast"))
    #expect(
      reason
        == "the server redirected to file://\(file), which is refused: "
        + "only http and https redirects are followed")
    // The refusal is the client's: the server saw one request, not a followed redirect.
    #expect(try await stub.requests().map(\.path) == ["/redirect-file/v1/forecast"])
  }

  @Test func bodyShorterThanItsContentLengthIsMalformedEndedEarly() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "truncated")
    }
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("the reply ended early"))
    #expect(reason.contains("of 5000 bytes"))
  }

  @Test(arguments: ["huge", "huge-streamed"])
  func replyLargerThanTheLimitIsTooLarge(behaviour: String) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: behaviour)
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

  @Test func closedPortIsUnreachable() async throws {
    let stub = try await StubServer.start()
    stub.stop()
    let error = await #expect(throws: ClientError.self) {
      try await forecast(from: stub, behaviour: "ok")
    }
    guard case .unreachable(_, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(reason == "the server refused the connection")
  }

  // MARK: - Cancellation

  @Test func cancellingTheCallerCancelsTheRequest() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    // The slow server answers after a minute, so only cancellation can end this early with
    // CancellationError: a reply would succeed and the timeout would be a ClientError.
    let slow = OpenMeteoServer(baseURL: stub.baseURL(behaviour: "slow"), timeout: .seconds(10))
    let request = Task { [toronto] in
      try await WeatherClient.http(slow, apiKey: nil).forecast(toronto)
    }
    try await waitForFirstRequest(to: stub)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test func callerCancelledBeforehandSendsNothing() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let ok = OpenMeteoServer(baseURL: stub.baseURL(behaviour: "ok"))
    let request = Task { [toronto] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await WeatherClient.http(ok, apiKey: nil).forecast(toronto)
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
