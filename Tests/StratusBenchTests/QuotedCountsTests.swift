import Foundation
import Testing
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
    let text = try Self.prose(of: "Architecture.md")
    let bodies = try #require(
      text.firstMatch(of: /it evaluates (\d+) bodies with gating against (\d+) without/),
      "Architecture.md no longer quotes the clock tick's bodies")
    let bytes = try #require(
      text.firstMatch(
        of: /`TerminalScreen` writes (\d+) bytes for it, where a full repaint is (\d+)/),
      "Architecture.md no longer quotes the clock tick's bytes")
    #expect(Int(bodies.output.1) == counts.gated.bodiesEvaluated)
    #expect(Int(bodies.output.2) == counts.ungated.bodiesEvaluated)
    #expect(Int(bytes.output.1) == counts.bytesWritten)
    #expect(Int(bytes.output.2) == counts.fullRepaintBytes)
  }

  /// Performance.md's per-node row quotes what a cold Now pass evaluates, the pass the
  /// bench's per-view table divides its time by.
  @Test func performanceQuotesTheColdNowPass() async throws {
    _ = try await RenderBenchmarks.all()
    let statistics = RenderBenchmarks.coldNowStatistics
    let text = try Self.prose(of: "Performance.md")
    let quoted = try #require(
      text.firstMatch(of: /per evaluated node, cold Now \((\d+) nodes, (\d+) bodies\)/),
      "Performance.md no longer quotes the cold Now pass")
    #expect(Int(quoted.output.1) == statistics.nodesEvaluated)
    #expect(Int(quoted.output.2) == statistics.bodiesEvaluated)
  }

  // MARK: - Support

  /// How the docs name a scenario: its name with spaces (`clock tick`).
  private static func label(of name: String) -> String {
    name.replacingOccurrences(of: "-", with: " ")
  }

  /// The `Docs/` file `name`.
  private static func document(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/\(name)")
  }

  /// The text of `name` with its line breaks read as spaces, so a sentence can be found
  /// however it is wrapped.
  private static func prose(of name: String) throws -> String {
    try String(contentsOf: document(name), encoding: .utf8)
      .replacingOccurrences(of: "\n", with: " ")
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
