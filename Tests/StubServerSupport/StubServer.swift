import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The stand-in Open-Meteo server of `Tests/Servers/open_meteo_stub.py`, started for one
/// test on a free port of 127.0.0.1.
///
/// The script serves the recorded replies in `Examples/open-meteo` (or a folder of the
/// test's own) and misbehaves on request: the first path segment of a URL chooses how
/// (`ok`, `status500`, `slow`, `delay300ms`, `delay2s`, `stall`, `malformed`, `blank`,
/// `truncated`, `huge`, `huge-streamed`, `chunked`, `gzip-bomb`, `redirect-huge`, `trickle`,
/// `redirect-file` and more; see the script). A test points a client
/// at ``baseURL(behaviour:)`` and stops the server with `defer`:
///
/// ```swift
/// let server = try await StubServer.start()
/// defer { server.stop() }
/// let client = WeatherClient.http(OpenMeteoServer(baseURL: server.baseURL(behaviour: "ok")), apiKey: nil)
/// ```
///
/// The server also exits when its standard input closes, so a test run that crashes
/// before `stop()` does not leave it running.
///
/// It lives in a target of its own so that the library's tests (ServicesTests) and the
/// tool's (StratusToolTests, which point the built binary at it) share it.
public final class StubServer {
  /// A request the server received.
  public struct Request: Decodable, Sendable {
    /// The path, behaviour segment included: `/ok/v1/forecast`.
    public var path: String
    /// The query as sent, still percent-encoded.
    public var query: String
    /// The request's `Accept-Encoding` field, if it had one.
    public var acceptEncoding: String?
    /// Whether the server wrote its whole reply: `false` when the client closed the
    /// connection first, `nil` while the server is still replying.
    public var sentAll: Bool?
    /// The bytes of the reply, head included, that the connection took: read by the
    /// client or still in flight when it closed. `nil` while the server is replying.
    public var sentBytes: Int?

    /// The query's items, decoded.
    public var queryItems: [URLQueryItem] {
      var components = URLComponents()
      components.percentEncodedQuery = query
      return components.queryItems ?? []
    }

    /// The value of the query item `name`, if it was sent.
    public func value(of name: String) -> String? {
      queryItems.first { $0.name == name }?.value
    }
  }

  /// Why the server could not be started.
  public struct StartFailure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The port the server listens on.
  public let port: Int
  private let process: Process
  private let input: Pipe

  private init(port: Int, process: Process, input: Pipe) {
    self.port = port
    self.process = process
    self.input = input
  }

  /// The folder of recorded replies served by default: `Examples/open-meteo`.
  public static let examples = URL(filePath: #filePath)
    .deletingLastPathComponent()  // StubServerSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .appending(path: "Examples/open-meteo")

  /// Starts a server and returns once it listens.
  ///
  /// - Parameter examples: the folder whose `forecast/`, `geocoding/` and `radar/`
  ///   `toronto.json` it serves: ``examples`` unless a test brings replies of its own.
  public static func start(examples: URL = StubServer.examples) async throws -> StubServer {
    let script = URL(filePath: #filePath)
      .deletingLastPathComponent()  // StubServerSupport
      .deletingLastPathComponent()  // Tests
      .appending(path: "Servers/open_meteo_stub.py")

    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["python3", script.path, examples.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw StartFailure(description: "Could not run /usr/bin/env to start python3: \(error)")
    }

    let line = await firstLine(of: output.fileHandleForReading)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.waitUntilExit()
      let status = process.terminationStatus
      throw StartFailure(
        description: status == 127
          ? "python3 was not found on PATH. The HTTP client tests run their stub server, "
            + "\(script.path), with python3 (standard library only); install it to run them."
          : "The stub server \(script.path) exited with status \(status) before printing "
            + "its port; see its error output above.")
    }
    return StubServer(port: port, process: process, input: input)
  }

  /// The first line `file` produces, or all of it if it ends first.
  ///
  /// The read blocks, so it runs on a thread of its own: blocking the few threads Swift
  /// concurrency shares among all tests would stall every test running alongside.
  private static func firstLine(of file: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
          let chunk = file.availableData
          if chunk.isEmpty { break }
          line.append(chunk)
        }
        continuation.resume(returning: String(decoding: line, as: UTF8.self))
      }
    }
  }

  deinit {
    stop()
  }

  /// The base URL of a server that behaves as `behaviour` says:
  /// `http://127.0.0.1:PORT/behaviour`.
  public func baseURL(behaviour: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(behaviour)")!
  }

  /// The tool's `--source` for a server that behaves as `behaviour` says:
  /// `http:http://127.0.0.1:PORT/behaviour`, for tests that run the built `stratus`:
  ///
  /// ```swift
  /// let result = try await Stratus.run(["render", "now", "--source", server.source("delay2s")])
  /// ```
  public func source(_ behaviour: String = "ok") -> String {
    "http:" + baseURL(behaviour: behaviour).absoluteString
  }

  /// Every request received so far, oldest first: what a client, or the tool, sent.
  public func requests() async throws -> [Request] {
    let url = URL(string: "http://127.0.0.1:\(port)/_requests")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([Request].self, from: data)
  }

  /// Every request received so far, once the server has finished replying to each (or
  /// after five seconds, when some ``Request/sentAll`` is still `nil`): what a client
  /// read of the replies.
  public func finishedRequests() async throws -> [Request] {
    var requests = try await requests()
    for _ in 0..<500 where requests.contains(where: { $0.sentAll == nil }) {
      try await Task.sleep(for: .milliseconds(10))
      requests = try await self.requests()
    }
    return requests
  }

  /// Stops the server and waits for it to exit, so its port is closed on return.
  public func stop() {
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
