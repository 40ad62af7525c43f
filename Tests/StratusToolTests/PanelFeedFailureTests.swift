import Foundation
import StubServerSupport
import Testing

/// An Open-Meteo server that serves the forecast but not `/v1/air-quality`: `render`
/// and `script` print Now with the air-quality panel failed, as the app shows it, and
/// name the failed feed on standard error.
@Suite struct PanelFeedFailureTests {
  /// The recorded replies without the air quality, served by the stub server.
  final class ForecastOnly {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("stratus-forecast-only-\(UUID().uuidString)")
      try FileManager.default.copyItem(
        at: Stratus.packageRoot.appendingPathComponent("Examples/open-meteo"), to: url)
      try FileManager.default.removeItem(at: url.appendingPathComponent("air-quality"))
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test func renderDrawsNowWithThePanelFailedAndNamesTheFeed() async throws {
    let examples = try ForecastOnly()
    let stub = try await StubServer.start(examples: examples.url)
    defer { stub.stop() }
    let base = stub.baseURL(behaviour: "ok").absoluteString

    let now = try await Stratus.run(["render", "now", "--source", "http:\(base)"])
    #expect(now.status == 0, "it used to print nothing and exit 69: \(now.error)")
    #expect(now.output.contains("Air quality"))
    #expect(now.output.contains("Unavailable"))
    #expect(
      now.error.hasPrefix(
        "stratus render: the air quality panel is drawn as unavailable: \(base)/v1/air-quality?"))
    #expect(now.error.hasSuffix(" answered HTTP 404\n"))
    #expect(now.error.split(separator: "\n").count == 1)

    let strict = try await Stratus.run(["render", "now", "--strict", "--source", "http:\(base)"])
    #expect(strict.status == 69, "--strict fails as the screen's own data would")
    #expect(strict.output.isEmpty)

    let script = try await Stratus.run(
      ["script", "-", "--source", "http:\(base)"], input: "frame\n")
    #expect(script.status == 0)
    #expect(script.output.contains("Unavailable"))
    #expect(
      script.error.hasPrefix(
        "stratus script: a feed failed, and its screens draw it as unavailable: \(base)/v1/air-quality?"
      ))
  }

  @Test func aServerThatFailsTheForecastStillFailsTheRender() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let result = try await Stratus.run(["render", "now", "--source", stub.source("status500")])
    #expect(result.status == 69)
    #expect(result.output.isEmpty)
  }
}
