import Testing
import TextUI

@testable import stratus_bench

/// The counts `stratus-bench` prints beside its timings, asserted exactly: what gating
/// saves in bodies evaluated and what `stratus run` writes to the terminal, for each
/// scenario of the app's scenario tests. A change that makes gating re-render more, or
/// the terminal writer send more, fails here before any timing moves.
@MainActor
@Suite struct ScenarioCountsTests {
  /// One scenario's expected figures: bodies gated and ungated, bytes written and a
  /// full repaint's bytes.
  struct Expected {
    var gated: Int
    var ungated: Int
    var bytes: Int
    var fullRepaint: Int
  }

  /// Every glyph terminals disagree about (❄️, ☁️: `DisplayWidth.isDisputed`) costs two
  /// spaces and a cursor move more than it did before the writer blanked its columns:
  /// the Now screen's 16 add 156 bytes to a repaint, and the 10 that change with the
  /// place add 96 to the location change.
  ///
  /// The air-quality panel beside the temperature (Docs/Tutorial.md, part 2) costs the
  /// Now scenarios: 6 bodies more ungated (the panel, the `ViewThatFits` choosing whether
  /// it fits across and the stack holding it beside the temperature); gated, 6 more on a
  /// location change (the panel's text changes with the place, 78 bytes more written)
  /// and 4 on a units toggle (the choice is made again; the panel itself is reused); a
  /// repaint writes its two "·" (2 bytes each in UTF-8, where spaces were). A clock tick
  /// still evaluates the header alone: the panel is not re-rendered.
  ///
  /// The Week picker's rows of every day are lazy (issue 23, round 3): at 80 columns the
  /// detailed row holds the 6 days it measured and the compact row none, so moving the
  /// selection evaluates 2 cells fewer (16 -> 14), and an ungated pass 8 fewer (45 -> 37).
  ///
  /// Now and Week styled through the palette (the hours' skies and temperatures, the
  /// labels, the air's band, the week's highs and lows) evaluate no more bodies, but the
  /// writer sends an SGR sequence at each change of role: a Now repaint 3361 -> 3922
  /// bytes, a location change 1575 -> 1904 and a units toggle 447 -> 484 (new places and
  /// units bring new bands), a day move 286 -> 311 and its repaint 2619 -> 2679. A clock
  /// tick still writes 51 bytes: the hours' styles are not redrawn.
  ///
  /// A `ViewThatFits` builds an alternative only when layout asks whether it fits
  /// (issue 30, round 7), so the arrangements a screen never reaches are not evaluated:
  /// ungated, the Now screen's stacked arrangement and its second temperature panel
  /// (105 -> 87 on a clock tick or a units toggle, 97 -> 83 on a location change),
  /// the Week's condition panel and description one under the other (37 -> 32); gated,
  /// the same on a location change (84 -> 72) and a units toggle (86 -> 70), and the
  /// Week's second arrangement on a day move (14 -> 10). Frames and bytes are unchanged.
  static let expected: [String: Expected] = [
    "location": Expected(gated: 72, ungated: 83, bytes: 1904, fullRepaint: 3957),
    "clock-tick": Expected(gated: 2, ungated: 87, bytes: 51, fullRepaint: 4027),
    "units": Expected(gated: 70, ungated: 87, bytes: 484, fullRepaint: 4039),
    "day": Expected(gated: 10, ungated: 32, bytes: 311, fullRepaint: 2752),
    "radar": Expected(gated: 8, ungated: 24, bytes: 792, fullRepaint: 3378),
  ]

  @Test(arguments: ["location", "clock-tick", "units", "day", "radar"])
  func gatingSavesWhatItShould(scenario name: String) async throws {
    let scenario = try #require(AppScenario.all().first { $0.name == name })
    let expected = try #require(Self.expected[name])
    #expect(AppScenario.all().map(\.name).sorted() == Self.expected.keys.sorted())
    let counts = try await ScenarioCounts.measure(scenario)
    #expect(counts.passes == 1)
    #expect(counts.gated.bodiesEvaluated == expected.gated)
    #expect(counts.ungated.bodiesEvaluated == expected.ungated)
    #expect(counts.bytesWritten == expected.bytes)
    #expect(counts.fullRepaintBytes == expected.fullRepaint)
    // Changed cells only: never more than a repaint, and at least a byte per changed cell.
    #expect(counts.bytesWritten <= counts.fullRepaintBytes)
    #expect(counts.bytesWritten >= counts.changedCells)
  }

  @Test func aClockTickEvaluatesOnlyTheHeader() async throws {
    let counts = try await ScenarioCounts.measure(AppScenario.clockTick())
    // HeaderContainer and HeaderBar; every other view is reused.
    #expect(counts.gated.bodiesEvaluated == 2)
    #expect(counts.gated.nodesReused > 0)
  }
}
