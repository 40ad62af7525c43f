import Foundation

/// The stand-in Open-Meteo server of `Tests/Servers/open_meteo_stub.py`, on a free port
/// of 127.0.0.1, for running the built tool against a real HTTP source.
///
/// The first path segment of a base URL chooses how the server behaves (`ok`,
/// `delay300ms`, `delay2s`, `status500`, …; see the script), so one server serves every
/// case of a test:
///
/// ```swift
/// let server = try OpenMeteoStub()
/// let result = try Stratus.run(["render", "now", "--source", server.source("delay2s")])
/// ```
///
/// The server stops when the value goes away, and also when its standard input closes,
/// so a test run that crashes does not leave it running.
final class OpenMeteoStub {
  /// Why the server could not be started.
  struct StartFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// The port the server listens on.
  let port: Int
  private let process = Process()
  private let input = Pipe()

  /// Starts the server and returns once it listens.
  init() throws {
    let script = Stratus.packageRoot.appendingPathComponent("Tests/Servers/open_meteo_stub.py")
    let examples = Stratus.packageRoot.appendingPathComponent("Examples/open-meteo")
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, examples.path]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // The script prints its port, then nothing more: read up to the end of that line.
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw StartFailure(
        description: "the stub server \(script.path) did not print its port (python3 missing?)")
    }
    self.port = port
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  /// The `--source` value of a server that behaves as `behaviour` says:
  /// `http:http://127.0.0.1:PORT/behaviour`.
  func source(_ behaviour: String) -> String {
    "http:http://127.0.0.1:\(port)/\(behaviour)"
  }
}
