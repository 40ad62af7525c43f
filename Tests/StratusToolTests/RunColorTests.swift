import Foundation
import Testing

/// Colours and attributes reach a real terminal (tmux, read back with `capture-pane -e`)
/// exactly as `--color` and the environment allow: the header's accent is bold cyan, and
/// the tab strip's selection bold and underlined.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunColorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var options: String
    var environment: [String: String]
    /// Whether the header's cyan (SGR 36) shows.
    var showsColour: Bool
    /// Whether bold (SGR 1) shows.
    var showsAttributes: Bool

    var testDescription: String {
      ([options] + environment.map { "\($0)=\($1)" }.sorted()).joined(separator: " ")
    }
  }

  /// A person's own `FORCE_COLOR` or `NO_COLOR` must not decide a case that is not about it.
  static let neutral = ["FORCE_COLOR": "", "CLICOLOR_FORCE": "", "NO_COLOR": ""]

  static let cases = [
    Case(options: "", environment: neutral, showsColour: true, showsAttributes: true),
    Case(
      options: "--color always", environment: neutral, showsColour: true, showsAttributes: true),
    Case(
      options: "--color never", environment: neutral, showsColour: false, showsAttributes: false),
    Case(
      options: "", environment: neutral.merging(["NO_COLOR": "1"]) { $1 }, showsColour: false,
      showsAttributes: true),
    Case(
      options: "", environment: neutral.merging(["TERM": "dumb"]) { $1 }, showsColour: false,
      showsAttributes: false),
    Case(
      options: "--color always", environment: neutral.merging(["NO_COLOR": "1"]) { $1 },
      showsColour: true, showsAttributes: true),
  ]

  @Test(arguments: cases)
  func theTerminalShowsWhatTheChoiceAllows(_ choice: Case) async throws {
    let run = try await RunCommandTests.Run(choice.options, environment: choice.environment)
    try await run.session.waitFor("[1 Now]")
    // The text can reach tmux before the whole frame has; wait for the last row too.
    try await run.session.waitFor("q quit")
    let screen = try run.session.capture(escapes: true)
    let header = try #require(screen.split(separator: "\n").first.map(String.init))
    let tabs = try #require(screen.split(separator: "\n").dropFirst().first.map(String.init))
    #expect(header.contains("Toronto, Ontario"))
    #expect(Self.parameters(in: header).contains(36) == choice.showsColour, "\(header)")
    #expect(Self.parameters(in: header).contains(1) == choice.showsAttributes, "\(header)")
    #expect(Self.parameters(in: tabs).contains(4) == choice.showsAttributes, "underlined tab")
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
  }

  /// Every SGR parameter in `line`: `ESC[1;36m` gives 1 and 36.
  static func parameters(in line: String) -> Set<Int> {
    var found = Set<Int>()
    for sequence in line.split(separator: "\u{1B}[").dropFirst() {
      guard let end = sequence.firstIndex(of: "m") else { continue }
      for parameter in sequence[..<end].split(separator: ";") {
        if let number = Int(parameter) { found.insert(number) }
      }
    }
    return found
  }
}
