import Foundation
import Testing

/// `stratus run` in tmux, compared after every step with the frame the app drew.
///
/// tmux draws ❄️, ☁️ and the other weather emoji made of a text-style symbol and VS16 one
/// column wide, where the engine counts two. A writer that drew such a glyph over a
/// column without blanking it left the previous screen's character there: "❄️O" on the
/// Week tab after Now ("TODAY"), "❄️░" on Now after the radar (issue 19). This walk goes
/// through every tab, a pushed screen, each sheet, the picker, a location change, a units
/// change and a resize, and after each step expects tmux to show exactly the frame that
/// `stratus script` prints for the same keys, as ``TmuxScreen`` says tmux draws it.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RunScreenInTmuxTests {
  /// One thing a person does, as tmux is told to do it and as a scenario script says it.
  struct Step: CustomStringConvertible, Sendable {
    enum Action: Sendable {
      case keys(String)
      case typing(String)
      case resize(width: Int, height: Int)
    }

    var description: String
    var script: String
    var action: Action

    /// A key: its name in a scenario script and, where it differs, in tmux's send-keys.
    static func key(_ name: String, tmux: String? = nil, _ description: String) -> Step {
      Step(description: description, script: "key \(name)", action: .keys(tmux ?? name))
    }

    static func typing(_ text: String, _ description: String) -> Step {
      Step(description: description, script: "type \(text)", action: .typing(text))
    }

    static func resize(width: Int, height: Int, _ description: String) -> Step {
      Step(
        description: description, script: "resize \(width)x\(height)",
        action: .resize(width: width, height: height))
    }

    func perform(in session: TmuxSession) throws {
      switch action {
      case .keys(let name): try session.send(name)
      case .typing(let text): try session.type(text)
      case .resize(let width, let height): try session.resize(width: width, height: height)
      }
    }
  }

  static let steps: [Step] = [
    .key("2", "Week, after Now"),
    .key("enter", tmux: "Enter", "the day's hours"),
    .key("esc", tmux: "Escape", "back to the week"),
    .key("3", "Radar"),
    .key("1", "Now, after Radar"),
    .key("4", "Sky"),
    .key("5", "Settings"),
    .key("u", "imperial units"),
    .key("1", "Now in imperial units"),
    .key("?", "the help sheet"),
    .key("esc", tmux: "Escape", "help closed"),
    .key("!", "the alerts sheet"),
    .key("esc", tmux: "Escape", "alerts closed"),
    .key("a", "the account switcher"),
    .key("esc", tmux: "Escape", "account switcher closed"),
    .key("l", "the location picker"),
    .typing("Osl", "a search in the picker"),
    .key("enter", tmux: "Enter", "Oslo chosen"),
    .key("2", "Week in Oslo"),
    .key("tab", tmux: "Tab", "Radar, by Tab"),
    .key("shift-tab", tmux: "BTab", "Week, by Shift-Tab"),
    .resize(width: 120, height: 40, "a larger window"),
    .resize(width: 100, height: 30, "back to 100x30"),
    .key("1", "Now in Oslo"),
  ]

  @Test func everyStepShowsTheFrameWithNothingStale() async throws {
    let frames = try await Self.frames(after: Self.steps)
    let glyphs = Self.distinctNonASCIIGlyphs(in: frames)
    let widths = try await TmuxScreen.measureWidths(of: glyphs)
    let narrowed = try glyphs.filter { try TmuxScreen.isNarrowed($0, widths: widths) }
    print("\(Self.tmuxVersion) draws narrower than the engine: \(String(narrowed))")

    let run = try await RunCommandTests.Run(width: 100, height: 30)
    try await Self.expect(run.session, toShow: frames[0], widths: widths, after: "the launch")
    for (step, frame) in zip(Self.steps, frames.dropFirst()) {
      try step.perform(in: run.session)
      try await Self.expect(run.session, toShow: frame, widths: widths, after: step.description)
    }
    try run.session.send("q")
    #expect(try await run.waitForExit() == 0)
  }

  // MARK: - Expected frames

  /// The frames `stratus script` draws at launch and after each step, at 100x30 on the
  /// clock `RunCommandTests.Run` starts `stratus run` with.
  static func frames(after steps: [Step]) async throws -> [[String]] {
    let script = (["frame"] + steps.flatMap { [$0.script, "frame"] }).joined(separator: "\n")
    let result = try await Stratus.run(
      ["script", "-", "--width", "100", "--height", "30", "--at", "2026-11-22T20:00:00Z"],
      input: script + "\n")
    guard result.status == 0 else {
      throw TmuxError(message: "stratus script failed (\(result.status)): \(result.error)")
    }
    var frames: [[String]] = []
    for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("--- line ") {
        frames.append([])
      } else if !frames.isEmpty, !line.isEmpty {  // a row is never empty: it keeps its spaces
        frames[frames.count - 1].append(String(line))
      }
    }
    guard frames.count == steps.count + 1 else {
      throw TmuxError(
        message: "stratus script printed \(frames.count) frames for \(steps.count) steps")
    }
    // Each step must change the screen, or seeing its frame would not prove it was drawn.
    for (step, (before, after)) in zip(steps, zip(frames, frames.dropFirst())) where before == after
    {
      throw TmuxError(message: "'\(step)' does not change the frame; the walk cannot wait for it")
    }
    return frames
  }

  /// Every glyph outside ASCII that the frames draw, each once, in order of appearance.
  static func distinctNonASCIIGlyphs(in frames: [[String]]) -> [Character] {
    var seen: Set<Character> = []
    return frames.joined().joined().filter { !$0.isASCII && seen.insert($0).inserted }
  }

  // MARK: - Comparing

  /// Waits (at most 10 s) until tmux shows `frame` as it draws it, and fails with the rows
  /// that differ if it never does: a stale character never goes away by itself.
  static func expect(
    _ session: TmuxSession, toShow frame: [String], widths: [Character: Int], after step: String
  ) async throws {
    let expected = try TmuxScreen.expected(frame, widths: widths)
    do {
      try await session.waitFor("the frame after \(step)") { rows($0) == expected }
    } catch {
      let shown = rows(try session.capture())
      let differences = (0..<max(expected.count, shown.count)).compactMap { row in
        let want = row < expected.count ? expected[row] : "(no row)"
        let got = row < shown.count ? shown[row] : "(no row)"
        return want == got ? nil : "row \(row):\n  expected: \(want)\n  tmux:     \(got)"
      }
      throw TmuxError(
        message: "after \(step), tmux does not show the frame:\n"
          + differences.joined(separator: "\n"))
    }
  }

  /// The rows of a `capture-pane` screen, trailing spaces trimmed.
  static func rows(_ screen: String) -> [String] {
    var rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    if rows.last == "" { rows.removeLast() }
    return rows.map(TmuxScreen.trimmingTrailingSpaces)
  }

  /// `tmux -V`, for the log: which tmux the widths were measured on.
  static var tmuxVersion: String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "-V"]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return "?" }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
