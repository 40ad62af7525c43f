import Foundation
import StubServerSupport
import Testing

@testable import Services

/// Redirects are followed only where they came from, and a failure after one names the
/// URL that failed (issue 50 §3).
@Suite struct HTTPRedirectTests {
  /// The error the stub behaving as `behaviour` ends the forecast with, and the requests
  /// it received.
  private func failure(
    behaviour: String, route: HTTPTransport.PlainHTTP = .ownClient, log: Log = .discarding
  ) async throws -> (ClientError?, [StubServer.Request], port: Int) {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let error = await #expect(throws: ClientError.self) {
      try await transportForecast(at: stub.baseURL(behaviour: behaviour), route: route, log: log)
    }
    return (error, try await stub.requests(), stub.port)
  }

  @Test(arguments: HTTPFailureTests.routes)
  func redirectWithinTheServerIsFollowed(route: HTTPTransport.PlainHTTP) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let redirected = try await transportForecast(
      at: stub.baseURL(behaviour: "redirect-to-ok"), route: route)
    #expect(try await redirected == transportForecast(at: stub.baseURL(behaviour: "ok")))
    #expect(
      try await stub.requests().map(\.path)
        == ["/redirect-to-ok/v1/forecast", "/ok/v1/forecast", "/ok/v1/forecast"])
  }

  @Test(arguments: HTTPFailureTests.routes, ["redirect-https", "redirect-localhost"])
  func redirectToAnotherSchemeOrHostIsRefusedNamingIt(
    route: HTTPTransport.PlainHTTP, behaviour: String
  ) async throws {
    // An https: target used to go to URLSession, which cannot bound what it reads, and
    // localhost is another host, though the same machine.
    let (error, requests, port) = try await failure(behaviour: behaviour, route: route)
    guard case .unreachable(let source, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    let target = behaviour == "redirect-https" ? "https://127.0.0.1" : "http://localhost"
    #expect(source.hasPrefix("http://127.0.0.1:\(port)/\(behaviour)/v1/forecast?"))
    #expect(reason.hasPrefix("the server redirected to \(target):\(port)/ok/v1/forecast?"))
    #expect(
      reason.hasSuffix(
        ", which is refused: only redirects to the same scheme, host and port "
          + "(http://127.0.0.1:\(port)) are followed"))
    #expect(requests.map(\.path) == ["/\(behaviour)/v1/forecast"])
  }

  @Test(arguments: HTTPFailureTests.routes)
  func failureAfterARedirectNamesTheTarget(route: HTTPTransport.PlainHTTP) async throws {
    // It used to blame the first server: "…/redirect-to-status500/… answered HTTP 500".
    let (error, _, port) = try await failure(behaviour: "redirect-to-status500", route: route)
    guard case .httpStatus(let source, 500) = error else {
      Issue.record("expected HTTP 500, got \(String(describing: error))")
      return
    }
    #expect(source.hasPrefix("http://127.0.0.1:\(port)/status500/v1/forecast?"))
  }

  @Test func badBodyAfterARedirectNamesTheTargetAndTheLogBoth() async throws {
    let lines = LockedValue<[String]>([])
    let log = Log { line in lines.withLock { $0.append(line) } }
    let (error, _, port) = try await failure(behaviour: "redirect-to-malformed", log: log)
    guard case .malformed(let source, _) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    let base = "http://127.0.0.1:\(port)"
    #expect(source.hasPrefix("\(base)/malformed/v1/forecast?"))
    let line = try #require(lines.withLock { $0 }.first)
    #expect(line.hasPrefix("GET \(base)/redirect-to-malformed/v1/forecast?"))
    #expect(line.contains(" -> redirected to \(base)/malformed/v1/forecast?"))
    #expect(line.contains(", 200, "))
  }

  @Test(arguments: HTTPFailureTests.routes)
  func redirectToCredentialsIsRefusedWithoutThePassword(route: HTTPTransport.PlainHTTP)
    async throws
  {
    let (error, requests, port) = try await failure(behaviour: "redirect-userinfo", route: route)
    guard case .unreachable(_, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(
      reason.hasPrefix("the server redirected to http://user:<redacted>@127.0.0.1:\(port)/ok/"))
    #expect(
      reason.hasSuffix(
        ", which is refused: it holds credentials before the host (user:<redacted>@), which "
          + "Stratus does not send; an Open-Meteo key belongs in the account's API key"))
    #expect(!(error?.description.contains("s3cret") ?? true))
    #expect(requests.count == 1)
  }

  @Test(arguments: HTTPFailureTests.routes)
  func redirectToAPortOutOfRangeIsNotAValidURL(route: HTTPTransport.PlainHTTP) async throws {
    // It used to say "the server refused the connection".
    let (error, _, _) = try await failure(behaviour: "redirect-badport", route: route)
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("the server redirected to http://127.0.0.1:99999/ok/v1/forecast?"))
    #expect(reason.hasSuffix(", which is not a valid URL: port 99999 is out of range (1-65535)"))
  }

  @Test(arguments: HTTPFailureTests.routes)
  func twoLocationsAreRefused(route: HTTPTransport.PlainHTTP) async throws {
    // They used to be joined into one: "/ok/v1/forecast, /status500/v1/forecast".
    let (error, requests, _) = try await failure(
      behaviour: "redirect-two-locations", route: route)
    guard case .malformed(_, let reason) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    // URLSession hands them over joined; a URL holds no blank, so that is refused too.
    #expect(
      reason
        == (route == .ownClient
          ? "the server answered 302, a redirect, with 2 Location fields, where HTTP allows one"
          : "the server redirected to \"/ok/v1/forecast, /status500/v1/forecast\", "
            + "which is not a URL"))
    #expect(requests.count == 1)
  }
}
