import Application
import Foundation
import Testing

/// The README's quick start shows what `stratus render now` prints; this keeps it true.
@MainActor
@Suite struct ReadmeTests {
  @Test func quickStartShowsTheRealNowScreen() async throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"),
      encoding: .utf8)
    let start = try #require(readme.range(of: "<!-- render-now -->\n```text\n"))
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    let shown = readme[start.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false)
    let frame = try await Screen.now.render(AppConfiguration())
    #expect(shown.map(trimmed) == frame.rows.map(trimmed))
  }

  private func trimmed(_ line: some StringProtocol) -> String {
    var line = String(line)
    while line.last == " " { line.removeLast() }
    return line
  }
}
