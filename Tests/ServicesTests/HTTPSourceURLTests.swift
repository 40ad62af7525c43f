import Foundation
import StubServerSupport
import Testing

@testable import Services

/// A source URL the clients cannot ask is refused before anything is sent, saying what
/// is wrong with it, and a password in it is never printed (issue 50 §3).
@Suite struct HTTPSourceURLTests {
  private let password = "s3cret"

  /// The error a forecast from `baseURL` ends with, and the log lines it wrote.
  private func failure(at baseURL: URL) async -> (ClientError?, [String]) {
    let lines = LockedValue<[String]>([])
    let log = Log { line in lines.withLock { $0.append(line) } }
    let error = await #expect(throws: ClientError.self) {
      try await transportForecast(at: baseURL, log: log)
    }
    return (error, lines.withLock { $0 })
  }

  @Test func credentialsInTheURLAreRefusedAndThePasswordNeverShown() async throws {
    // They used to be dropped from the request without a word, and printed in errors.
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let url = try #require(URL(string: "http://user:\(password)@127.0.0.1:\(stub.port)/ok"))
    let (error, lines) = await failure(at: url)
    guard case .unreachable(let source, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(source.hasPrefix("http://user:<redacted>@127.0.0.1:\(stub.port)/ok/v1/forecast?"))
    #expect(
      reason
        == "the URL is not valid: it holds credentials before the host (user:<redacted>@), "
        + "which Stratus does not send; an Open-Meteo key belongs in the account's API key")
    var dumped = ""
    dump(error, to: &dumped)
    for text in [String(describing: error), String(reflecting: error), dumped] + lines {
      #expect(!text.contains(password), "leaked in: \(text)")
    }
    #expect(try await stub.requests().isEmpty)
  }

  @Test func sourceDescriptionHidesThePassword() throws {
    let url = try #require(URL(string: "http://user:\(password)@example.com:8080/base"))
    let source = DataSource.http(OpenMeteoServer(baseURL: url))
    #expect(source.description == "http:http://user:<redacted>@example.com:8080/base")
    #expect(OpenMeteoServer(baseURL: url).urlProblem?.contains(password) == false)
  }

  @Test(arguments: [65_536, 99_999, 0])
  func portOutOfRangeIsNotAValidURL(port: Int) async throws {
    // 65536 used to reach the socket calls as port 0: "the server refused the connection".
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/ok"))
    let (error, _) = await failure(at: url)
    guard case .unreachable(_, let reason) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(reason == "the URL is not valid: port \(port) is out of range (1-65535)")
    #expect(
      OpenMeteoServer(baseURL: url).urlProblem == "port \(port) is out of range (1-65535)")
  }

  @Test func validURLHasNoProblem() throws {
    for text in ["http://127.0.0.1:8080/ok", "https://api.open-meteo.com", "http://[::1]:1/"] {
      #expect(OpenMeteoServer(baseURL: try #require(URL(string: text))).urlProblem == nil)
    }
  }
}
