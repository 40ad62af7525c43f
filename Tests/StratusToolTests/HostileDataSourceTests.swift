import Foundation
import StubServerSupport
import TestSupport
import Testing

/// A data source that sends what no weather can be, or a folder holding what no reply
/// is: the tool says what is wrong and where, with its exit status, and never traps or
/// hangs (issue 20).
@Suite struct HostileDataSourceTests {
  /// `Examples/open-meteo` copied to a folder of the test's own, with the Toronto
  /// forecast's `current.temperature_2m` set to `temperature` (JSON text).
  final class Recording {
    let url: URL

    init(temperature: String? = nil) throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("stratus-hostile-\(UUID().uuidString)", isDirectory: true)
      // File by file rather than `copyItem`, which keeps the owner and fails for a user
      // other than the checkout's.
      let examples = Stratus.packageRoot.appendingPathComponent("Examples/open-meteo")
      for kind in ["forecast", "geocoding", "radar"] {
        let folder = url.appendingPathComponent(kind)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(
          atPath: examples.appendingPathComponent(kind).path)
        for name in names {
          try Data(contentsOf: examples.appendingPathComponent("\(kind)/\(name)"))
            .write(to: folder.appendingPathComponent(name))
        }
      }
      if let temperature {
        let file = forecast.path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let current = try #require(text.range(of: #""current": {"#))
        let range = try #require(
          text.range(of: #""temperature_2m": "#, range: current.upperBound..<text.endIndex))
        let value = try #require(text[range.upperBound...].firstIndex { $0 == "," || $0 == "\n" })
        try (text[..<range.upperBound] + temperature + text[value...])
          .write(toFile: file, atomically: true, encoding: .utf8)
      }
    }

    /// The Toronto forecast.
    var forecast: URL { url.appendingPathComponent("forecast/toronto.json") }

    /// `name` in the forecast folder.
    func inForecasts(_ name: String) -> String {
      url.appendingPathComponent("forecast/\(name)").path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// Runs `stratus` with `arguments` (a `render` or a `script`) on a real source, and
  /// checks that it drew only once the source had answered: a command waits for the
  /// replies of a file or http source, so a Loading frame here is a bug.
  static func answered(_ arguments: [String], input: String? = nil) async throws -> Stratus.Result {
    let result = try await Stratus.run(arguments, input: input, killAfter: HangGuard.seconds)
    #expect(!result.output.contains("Loading the weather"), "drew before the source answered")
    return result
  }

  // MARK: - Numbers out of range

  @Test func temperatureOf1e20InAFileIsDataErrorNamingFileAndPath() async throws {
    let recording = try Recording(temperature: "1e20")
    let result = try await Self.answered([
      "render", "now", "--source", "file:\(recording.url.path)",
    ])
    #expect(result.status == 65)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "stratus render: Could not read \(recording.forecast.path): current.temperature_2m: "
        + "1e+20 is not a plausible temperature (-150…100 °C)\n")
  }

  @Test func temperatureOf1e20OverHTTPIsDataErrorNamingURLAndPath() async throws {
    let recording = try Recording(temperature: "1e20")
    let stub = try await StubServer.start(examples: recording.url)
    defer { stub.stop() }
    let base = stub.baseURL(behaviour: "ok").absoluteString
    let result = try await Self.answered(["render", "now", "--source", "http:\(base)"])
    #expect(result.status == 65)
    #expect(result.error.hasPrefix("stratus render: Could not read \(base)/v1/forecast?"))
    #expect(
      result.error.hasSuffix(
        ": current.temperature_2m: 1e+20 is not a plausible temperature (-150…100 °C)\n"))
  }

  @Test func numberNoDoubleHoldsIsNamedByItsPath() async throws {
    let recording = try Recording(temperature: "1e400")
    let result = try await Self.answered([
      "render", "week", "--source", "file:\(recording.url.path)",
    ])
    #expect(result.status == 65)
    #expect(
      result.error
        == "stratus render: Could not read \(recording.forecast.path): current.temperature_2m: "
        + "1e400 is too large for a number\n")
  }

  // MARK: - What a folder holds

  @Test func namedPipeIsRefusedAndNothingHangs() async throws {
    let recording = try Recording()
    let pipe = recording.inForecasts("pipe.json")
    #expect(mkfifo(pipe, 0o644) == 0)
    // A script ends (it used to wait in open(2) forever, and is killed after a minute if
    // it still does), drawing the failure.
    let script = try await Stratus.run(
      ["script", "-", "--source", "file:\(recording.url.path)"], input: "key 2\nframe\n",
      killAfter: HangGuard.seconds)
    #expect(script.status == 0, "\(script.error)")
    #expect(script.output.hasPrefix("--- line 2: frame\n"))
    #expect(script.output.contains("Update failed"))
    #expect(!script.output.contains("Loading the weather"))
    let render = try await Self.answered([
      "render", "now", "--source", "file:\(recording.url.path)",
    ])
    #expect(render.status == 74)
    #expect(
      render.error
        == "stratus render: \(pipe): not a regular file but a named pipe (FIFO); "
        + "only regular files are read\n")
  }

  @Test func folderNamedLikeAReplyAndSymbolicLinkLoopAreSaidInWords() async throws {
    let folder = try Recording()
    let named = folder.inForecasts("x.json")
    try FileManager.default.createDirectory(atPath: named, withIntermediateDirectories: false)
    let first = try await Self.answered(["render", "now", "--source", "file:\(folder.url.path)"])
    #expect(first.status == 74)
    #expect(
      first.error
        == "stratus render: \(named): not a regular file but a folder; only regular files are read\n"
    )

    let loop = try Recording()
    try FileManager.default.createSymbolicLink(
      atPath: loop.inForecasts("a.json"), withDestinationPath: "b.json")
    try FileManager.default.createSymbolicLink(
      atPath: loop.inForecasts("b.json"), withDestinationPath: "a.json")
    let second = try await Self.answered(["render", "now", "--source", "file:\(loop.url.path)"])
    #expect(second.status == 74)
    #expect(
      second.error
        == "stratus render: \(loop.inForecasts("a.json")): could not be read "
        + "(a loop of symbolic links)\n")
    for result in [first, second] { #expect(!result.error.contains("NSCocoaErrorDomain")) }
  }

  @Test(.enabled(if: getuid() != 0, "root may read a file of mode 000"))
  func unreadableFileSaysPermissionDenied() async throws {
    let recording = try Recording()
    chmod(recording.forecast.path, 0)
    defer { chmod(recording.forecast.path, 0o644) }
    let result = try await Self.answered([
      "render", "now", "--source", "file:\(recording.url.path)",
    ])
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus render: \(recording.forecast.path): could not be read (permission denied)\n")
  }

  // MARK: - What a server sends

  @Test func bodyOfSpacesIsNotJSON() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let base = stub.baseURL(behaviour: "blank").absoluteString
    let result = try await Self.answered(["render", "now", "--source", "http:\(base)"])
    #expect(result.status == 65)
    #expect(result.error.hasSuffix(": not JSON (the reply is only white space, 100 bytes)\n"))
  }

  /// `render now` on the stub behaving as `behaviour`: a server that answered, but wrongly.
  private func renderNow(behaviour: String) async throws -> Stratus.Result {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let base = stub.baseURL(behaviour: behaviour).absoluteString
    let result = try await Self.answered(["render", "now", "--source", "http:\(base)"])
    #expect(result.error.hasPrefix("stratus render: Could not read \(base)/v1/forecast?"))
    #expect(result.output.isEmpty)
    return result
  }

  @Test func replyLabelledGzipThatIsNotIsADataErrorSayingItWasEncoded() async throws {
    let result = try await renderNow(behaviour: "gzip-label")
    #expect(result.status == 65)
    #expect(
      result.error.hasSuffix(
        ": the server sent a reply encoded as \"gzip\", which was not asked for\n"))
  }

  @Test func redirectWithoutLocationIsADataErrorSayingSo() async throws {
    let result = try await renderNow(behaviour: "redirect-nowhere")
    #expect(result.status == 65)
    #expect(
      result.error.hasSuffix(
        ": the server answered 302, a redirect, without a Location saying where to\n"))
  }

  @Test func headerHoldingEscapeIsADataErrorShowingItAsAPicture() async throws {
    let result = try await renderNow(behaviour: "header-escape")
    #expect(result.status == 65)
    #expect(
      result.error.hasSuffix(
        ": the reply's header line \"X-␛[31mNote: red\" holds a control character (U+001B), "
          + "which HTTP does not allow\n"))
    #expect(!result.error.contains("\u{1B}"))
  }

  @Test func redirectToAFileIsRefusedAsSuch() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let base = stub.baseURL(behaviour: "redirect-file").absoluteString
    let result = try await Self.answered(["render", "now", "--source", "http:\(base)"])
    let file = StubServer.examples.appendingPathComponent("forecast/toronto.json").path
    #expect(result.status == 69)
    #expect(result.error.hasPrefix("stratus render: Could not reach \(base)/v1/forecast?"))
    #expect(
      result.error.hasSuffix(
        ": the server redirected to file://\(file), which is refused: only redirects to the "
          + "same scheme, host and port (http://127.0.0.1:\(stub.port)) are followed\n"))
    #expect(result.output.isEmpty, "the local file was not shown as weather")
  }
}

/// `stratus run` on the same sources: the failure shows on screen, and the app still
/// quits on `q` with the terminal restored.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct HostileDataSourceRunTests {
  @Test func temperatureOf1e20ShowsTheFailureInsteadOfCrashing() async throws {
    let recording = try HostileDataSourceTests.Recording(temperature: "1e20")
    let run = try await RunCommandTests.Run("--source 'file:\(recording.url.path)'")
    try await run.session.waitFor("Update failed")
    try run.session.send("2")
    try await run.session.waitFor("[2 Week]")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    try await run.expectTerminalRestored()
  }

  @Test func namedPipeShowsTheFailureAndQuitStillWorks() async throws {
    let recording = try HostileDataSourceTests.Recording()
    #expect(mkfifo(recording.inForecasts("pipe.json"), 0o644) == 0)
    let run = try await RunCommandTests.Run("--source 'file:\(recording.url.path)'")
    try await run.session.waitFor("Update failed")
    try run.session.send("r")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
    try await run.expectTerminalRestored()
  }
}
