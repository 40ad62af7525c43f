import Foundation
import StubServerSupport
import Testing

/// `render` and `script` against an HTTP source that takes its time, as a slow server or
/// a loaded machine does: they wait for every reply, bounded by the transport's
/// deadline, and draw the data. Only `--state loading` draws the Loading screen.
///
/// Each delayed run is compared with the same command against the server answering at
/// once, so a frame drawn before its reply landed shows up as a difference; no test
/// measures time.
@Suite struct SlowSourceTests {
  static let delays = ["delay300ms", "delay2s"]
  /// A place the fixtures do not know, so `--location` is looked up on the server too.
  static let place = "Toronto, Ontario"

  @Test(arguments: delays)
  func renderNowWaitsForTheReplies(delay: String) async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    let arguments = ["render", "now", "--location", Self.place]
    let prompt = try await run(arguments, on: server, "ok")
    let slow = try await run(arguments, on: server, delay)
    expectData(slow, sameAs: prompt)
    #expect(slow.output.contains("█▀▀ °C   Overcast"), "the temperature panel, drawn")
  }

  @Test(arguments: delays)
  func renderWeekWaitsForTheReplies(delay: String) async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    let arguments = ["render", "week", "--location", Self.place]
    let prompt = try await run(arguments, on: server, "ok")
    let slow = try await run(arguments, on: server, delay)
    expectData(slow, sameAs: prompt)
    #expect(slow.output.contains("Sun 22 Nov · Day · Toronto"))
  }

  @Test(arguments: delays)
  func aScriptWaitsForTheReplyOfEachEvent(delay: String) async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    // The launch fetches, `r` fetches again, the Week tab shows what came back.
    let script = "frame\nkey r\nframe\nkey 2\nframe\n"
    let arguments = ["script", "-", "--location", Self.place]
    let prompt = try await run(arguments, on: server, "ok", input: script)
    let slow = try await run(arguments, on: server, delay, input: script)
    expectData(slow, sameAs: prompt)
    #expect(slow.output.components(separatedBy: "Updated just now").count == 4, "three frames")
  }

  @Test func aFailingServerExitsWithItsStatusAndAScriptDrawsTheFailure() async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    let render = try await run(["render", "now"], on: server, "status500")
    #expect(render.status == 69, "the source cannot be reached: README's exit status")
    #expect(render.error.contains("/status500/v1/forecast?"))
    #expect(render.error.hasSuffix("answered HTTP 500\n"))
    #expect(render.output.isEmpty)
    let script = try await run(["script", "-"], on: server, "status500", input: "frame\n")
    #expect(script.status == 0, "a script draws what the app shows: the failure")
    #expect(script.output.contains("Update failed"))
    #expect(script.output.contains("Something broke."))
    #expect(!script.output.contains("Loading"))
  }

  /// Takes the transport's deadline, 10 seconds: the server answers after 15.
  @Test func aServerSlowerThanTheDeadlineTimesOut() async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    let result = try await run(["render", "now"], on: server, "delay15s")
    #expect(result.status == 69)
    #expect(result.error.contains("No reply from http://127.0.0.1:\(server.port)/delay15s/"))
    #expect(result.error.hasSuffix("within 10 s\n"))
    #expect(result.output.isEmpty)
  }

  @Test func onlyStateLoadingDrawsTheLoadingScreen() async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    let result = try await run(["render", "now", "--state", "loading"], on: server, "delay2s")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Loading the weather for Toronto…"))
  }

  // MARK: - Helpers

  /// Runs `stratus` with `arguments` against `server` behaving as `behaviour`.
  private func run(
    _ arguments: [String], on server: StubServer, _ behaviour: String, input: String? = nil
  ) async throws -> Stratus.Result {
    try await Stratus.run(arguments + ["--source", server.source(behaviour)], input: input)
  }

  /// `slow` succeeded and printed exactly what `prompt` did: the data, not Loading.
  private func expectData(
    _ slow: Stratus.Result, sameAs prompt: Stratus.Result,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(prompt.status == 0, "\(prompt.error)", sourceLocation: sourceLocation)
    #expect(slow.status == 0, "\(slow.error)", sourceLocation: sourceLocation)
    #expect(slow.error.isEmpty, sourceLocation: sourceLocation)
    #expect(!slow.output.contains("Loading"), sourceLocation: sourceLocation)
    #expect(slow.output.contains("Updated just now"), sourceLocation: sourceLocation)
    #expect(slow.output == prompt.output, sourceLocation: sourceLocation)
  }
}
