import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The stand-in Open-Meteo server of `Tests/Servers/open_meteo_stub.py`, on a free port
/// of 127.0.0.1, for tests of the tool against `--source http:`. The first path segment
/// of a base URL chooses how the server behaves (`ok`, `delay300ms`, `delay2s`,
/// `status500`, …; see the script), so one server serves every case of a test, and it
/// lists what it was asked at `/_requests`, so a test can see what the tool sent:
///
/// ```swift
/// let server = try OpenMeteoStub()
/// let result = try Stratus.run(["render", "now", "--source", server.source("delay2s")])
/// ```
///
/// (The HTTP client tests have a fuller one; this target links no module of the app, so
/// it has its own.)
final class OpenMeteoStub {
  /// A request the server received: its path and its query items.
  struct Request: Decodable {
    var path: String
    var query: String

    /// The value of the query item `name`, if it was sent.
    func value(of name: String) -> String? {
      var components = URLComponents()
      components.percentEncodedQuery = query
      return components.queryItems?.first { $0.name == name }?.value
    }
  }

  let port: Int
  private let process = Process()
  private let input = Pipe()

  /// Starts the server and returns once it listens.
  init() throws {
    let root = Stratus.packageRoot
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("Tests/Servers/open_meteo_stub.py").path,
      root.appendingPathComponent("Examples/open-meteo").path,
    ]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    guard
      let port = Int(
        String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw DataFolderError(message: "the stub server did not start (is python3 installed?)") }
    self.port = port
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  /// `--source` for a server behaving as `behaviour` says (`ok`, `status500`, …).
  func source(_ behaviour: String = "ok") -> String {
    "http:http://127.0.0.1:\(port)/\(behaviour)"
  }

  /// Every request received so far, oldest first.
  func requests() async throws -> [Request] {
    let url = URL(string: "http://127.0.0.1:\(port)/_requests")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([Request].self, from: data)
  }
}
