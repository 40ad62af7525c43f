import Foundation
import StubServerSupport
import Testing

@testable import Services

/// The API key never leaves the HTTP clients except in the request itself: not in an
/// error, however it is printed, and not in a log line, whatever the outcome.
@Suite struct HTTPRedactionTests {
  private let secret = "SECRET-KEY-123"
  private let toronto = Location.fixtures.toronto
  private let examples = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Examples/open-meteo")

  /// Collects the lines a client logs.
  private final class LogLines: Sendable {
    private let lines = LockedValue<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    var log: Log { Log { line in self.lines.withLock { $0.append(line) } } }
  }

  /// A server for `stub` behaving as `behaviour`; the timeout is short only where it is
  /// meant to expire, so a busy machine cannot turn another failure into a timeout.
  private func server(_ stub: StubServer, behaviour: String) -> OpenMeteoServer {
    let slow = ["slow", "stall", "trickle"].contains(behaviour)
    return OpenMeteoServer(
      baseURL: stub.baseURL(behaviour: behaviour),
      timeout: slow ? .milliseconds(500) : .seconds(5))
  }

  @Test func keyAppearsInNoErrorAndNoLogLine() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let closed = try await StubServer.start()
    closed.stop()
    let key = APIKey(secret)
    let lines = LogLines()
    let servers =
      [
        "ok", "status500", "slow", "stall", "trickle", "malformed", "truncated", "huge",
        "huge-streamed",
      ]
      .map { server(stub, behaviour: $0) }
      + [OpenMeteoServer(baseURL: closed.baseURL(behaviour: "ok"))]

    // Every request at once, so the timeouts cost half a second in all.
    let errors = await withTaskGroup(of: (any Error)?.self) { group in
      for server in servers {
        let weather = WeatherClient.http(server, apiKey: key, log: lines.log)
        let geocoding = GeocodingClient.http(server, apiKey: key, log: lines.log)
        let radar = RadarClient.http(server, apiKey: key, log: lines.log)
        group.addTask { await Self.error { _ = try await weather.forecast(toronto) } }
        group.addTask { await Self.error { _ = try await geocoding.search("Toronto") } }
        group.addTask { await Self.error { _ = try await radar.radar(toronto) } }
      }
      return await group.reduce(into: [any Error]()) { errors, error in
        if let error { errors.append(error) }
      }
    }

    // Three per failing server; the `ok` one succeeds.
    #expect(errors.count == 3 * (servers.count - 1))
    #expect(lines.all.count == 3 * servers.count)
    for error in errors {
      var dumped = ""
      dump(error, to: &dumped)
      let forms = [
        String(describing: error), String(reflecting: error), "\(error)",
        error.localizedDescription, dumped,
      ]
      for form in forms {
        #expect(!form.contains(secret), "leaked in: \(form)")
      }
      #expect(error is ClientError, "not a ClientError: \(error)")
    }
    for line in lines.all {
      #expect(!line.contains(secret), "leaked in: \(line)")
      #expect(line.contains("apikey=<redacted>"), "no redacted key in: \(line)")
    }
    // The key was sent all the same.
    for request in try await stub.requests() {
      #expect(request.value(of: "apikey") == secret, "missing from \(request.path)")
    }
  }

  @Test func logLineNamesTheRequestAndItsOutcome() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let lines = LogLines()
    let key = APIKey(secret)
    _ = try await GeocodingClient.http(
      server(stub, behaviour: "ok"), apiKey: key, log: lines.log
    ).search("Toronto")
    _ = try? await GeocodingClient.http(
      server(stub, behaviour: "status500"), apiKey: key, log: lines.log
    ).search("Toronto")
    _ = try? await GeocodingClient.http(
      server(stub, behaviour: "malformed"), apiKey: key, log: lines.log
    ).search("Toronto")

    // The log shows the query as sent, with only the key replaced.
    let sent = try await stub.requests().map {
      $0.path + "?" + $0.query.replacingOccurrences(of: secret, with: "<redacted>")
    }
    let base = "http://127.0.0.1:\(stub.port)"
    let size = try Data(contentsOf: examples.appending(path: "geocoding/toronto.json")).count
    #expect(sent.count == 3)
    #expect(lines.all.count == 3)
    guard sent.count == 3, lines.all.count == 3 else { return }
    #expect(lines.all[0] == "GET \(base)\(sent[0]) -> 200, \(size) bytes")
    #expect(lines.all[1] == "GET \(base)\(sent[1]) -> HTTP 500")
    #expect(lines.all[2].hasPrefix("GET \(base)\(sent[2]) -> 200, "))
    #expect(lines.all[2].contains(" bytes, unreadable: "))
  }

  /// The error `body` throws, if any.
  private static func error(_ body: () async throws -> Void) async -> (any Error)? {
    do {
      try await body()
      return nil
    } catch {
      return error
    }
  }
}
