import Foundation
import Testing
import TextSnapshotsCore
import TextUI

@testable import stratus_bench

/// The exact counts the docs quote are the counts the benchmark measures today, computed
/// here the way `stratus-bench` computes them: a change that moves a count (a view more
/// on the Now screen, a byte more written) fails here until the docs say the new figure.
///
/// Timings and instruction counts are not checked: they drift from run to run and
/// machine to machine, so Docs/Performance.md says when and where each was measured.
@MainActor
@Suite struct QuotedCountsTests {
  /// The benchmark's scenarios (`AppScenario.all()`, which cannot be called before the
  /// tests run on the main actor; ``performanceListsEveryScenarioOnce()`` checks this).
  nonisolated static let scenarios = ["location", "clock-tick", "units", "day", "radar"]

  /// Performance.md's "What gating buys" row for `scenario`: the bodies a gated and an
  /// ungated pass evaluate (`84 / 97`).
  @Test(arguments: scenarios)
  func performanceQuotesEachScenariosCounts(scenario name: String) async throws {
    let scenario = try #require(AppScenario.all().first { $0.name == name })
    let counts = try await ScenarioCounts.measure(scenario)
    let label = Self.label(of: name)

    let gating = try Self.rows(of: "What gating buys", in: "Performance.md")
      .filter { $0.first?.hasPrefix(label) == true }
    #expect(gating.count == 1, "Performance.md: one row of 'What gating buys' for \(label)")
    if let row = gating.first {
      #expect(
        row[1] == "\(counts.gated.bodiesEvaluated) / \(counts.ungated.bodiesEvaluated)",
        "Performance.md, What gating buys, \(label): bodies gated / ungated")
    }

    let bytes = try Self.rows(of: "Bytes written to the terminal", in: "Performance.md")
      .filter { $0.first == label }
    #expect(bytes.count == 1, "Performance.md: one row of 'Bytes written' for \(label)")
    if let row = bytes.first {
      let share = Double(counts.bytesWritten) / Double(counts.fullRepaintBytes) * 100
      let expected = [
        label, "\(counts.changedCells)", "\(counts.bytesWritten)", "\(counts.fullRepaintBytes)",
        String(format: "%.1f%%", share),
      ]
      #expect(row == expected, "Performance.md, Bytes written, \(label)")
    }
  }

  /// Both tables list the benchmark's scenarios and nothing else.
  @Test func performanceListsEveryScenarioOnce() throws {
    #expect(AppScenario.all().map(\.name) == Self.scenarios)
    let labels = Self.scenarios.map(Self.label)
    let gating = try Self.rows(of: "What gating buys", in: "Performance.md").compactMap(\.first)
    let bytes = try Self.rows(of: "Bytes written to the terminal", in: "Performance.md")
      .compactMap(\.first)
    #expect(gating.count == labels.count)
    #expect(gating.allSatisfy { row in labels.contains { row.hasPrefix($0) } }, "\(gating)")
    #expect(bytes == labels)
  }

  /// Architecture.md's sentence on a clock tick quotes the `clock-tick` scenario.
  @Test func architectureQuotesTheClockTicksCounts() async throws {
    let counts = try await ScenarioCounts.measure(AppScenario.clockTick())
    try Self.expectQuote(
      #"it evaluates (\d+) bodies with gating against (\d+) without"#, in: "Architecture.md",
      is: [counts.gated.bodiesEvaluated, counts.ungated.bodiesEvaluated],
      "the clock tick's bodies")
    try Self.expectQuote(
      #"`TerminalScreen` writes (\d+) bytes for it, where a full repaint is (\d+)"#,
      in: "Architecture.md", is: [counts.bytesWritten, counts.fullRepaintBytes],
      "the clock tick's bytes")
  }

  /// Performance.md's per-node row quotes what a cold Now pass evaluates, the pass the
  /// bench's per-view table divides its time by. A new tab moves it: the tab row is part
  /// of every pass.
  @Test func performanceQuotesTheColdNowPass() async throws {
    _ = try await RenderBenchmarks.all()
    let statistics = RenderBenchmarks.coldNowStatistics
    try Self.expectQuote(
      #"per evaluated node, cold Now \((\d+) nodes, (\d+) bodies\)"#, in: "Performance.md",
      is: [statistics.nodesEvaluated, statistics.bodiesEvaluated], "the cold Now pass")
  }

  @Test func aQuoteIsFoundAcrossALineBreak() throws {
    let text = "a cold Now\n(726 nodes, 105 bodies) row"
    let quote = try #require(
      try Self.quote(#"cold Now \((\d+) nodes, (\d+) bodies\)"#, in: text))
    #expect(quote.figures == [726, 105])
    #expect(quote.replaced(by: [729, 106]) == "a cold Now\n(729 nodes, 106 bodies) row")
  }

  // MARK: - Support

  /// Expects the numbers that `pattern` captures in `Docs/<name>` to be `figures`.
  ///
  /// A space in `pattern` matches any run of whitespace, a line break too, so a sentence
  /// is found however it is wrapped. A figure that differs fails; under
  /// `STRATUS_SNAPSHOTS=failed` (or `all`), and never on CI, the measured figures are also
  /// written into the doc, as `DocCommandTests` re-records the outputs the docs show: the
  /// command that re-records the goldens after a change (a new tab adds nodes to every
  /// pass) re-records the quoted counts too.
  private static func expectQuote(
    _ pattern: String, in name: String, is figures: [Int], _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = document(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let quote = try quote(pattern, in: text) else {
      Issue.record("Docs/\(name) no longer quotes \(what)", sourceLocation: sourceLocation)
      return
    }
    guard quote.figures != figures else { return }
    if try SnapshotEnvironment.current.overwritesMismatches() {
      try Data(quote.replaced(by: figures).utf8).write(to: url, options: .atomic)
      Issue.record(
        """
        Re-recorded Docs/\(name), \(what): \(quote.figures) -> \(figures); review the \
        change with git diff and run again.
        """, sourceLocation: sourceLocation)
    } else {
      Issue.record(
        """
        Docs/\(name) quotes \(what) as \(quote.figures); the bench measures \(figures) \
        (STRATUS_SNAPSHOTS=failed swift test writes them there)
        """, sourceLocation: sourceLocation)
    }
  }

  /// The first match of `pattern` (spaces matching any whitespace) in `text`: the
  /// numbers it captures, and `text` with other numbers in their place.
  private static func quote(_ pattern: String, in text: String) throws -> Quote? {
    let regex = try Regex(pattern.replacingOccurrences(of: " ", with: #"\s+"#))
    guard let match = text.firstMatch(of: regex) else { return nil }
    let ranges = (1..<match.output.count).compactMap { match.output[$0].range }
    return Quote(text: text, ranges: ranges)
  }

  /// Numbers quoted in a text, at known places.
  private struct Quote {
    var text: String
    var ranges: [Range<String.Index>]

    var figures: [Int] { ranges.map { Int(text[$0]) ?? -1 } }

    /// The text with `figures` written in place of the quoted numbers, in order.
    func replaced(by figures: [Int]) -> String {
      var result = ""
      var rest = text.startIndex
      for (range, figure) in zip(ranges, figures) {
        result += text[rest..<range.lowerBound] + String(figure)
        rest = range.upperBound
      }
      return result + text[rest...]
    }
  }

  /// How the docs name a scenario: its name with spaces (`clock tick`).
  private static func label(of name: String) -> String {
    name.replacingOccurrences(of: "-", with: " ")
  }

  /// The `Docs/` file `name`.
  private static func document(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/\(name)")
  }

  /// The cells of each body row of the first table under the heading that starts with
  /// `heading`.
  private static func rows(of heading: String, in name: String) throws -> [[String]] {
    let lines = try String(contentsOf: document(name), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("### \(heading)") }) else {
      return []
    }
    let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    return table.dropFirst(2).map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }
}
