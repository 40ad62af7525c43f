import Application
import TextUI

/// What gating buys the app: each scenario's pass timed with memoisation on and off,
/// with the bodies each evaluates; and what the terminal is sent for the change.
///
/// Benchmarks are named `scenario.<name>.gated` and `scenario.<name>.ungated`.
@MainActor
struct GatingSection: Section {
  private let scenarios: [AppScenario]
  private let counts: [ScenarioCounts]
  let benchmarks: [Benchmark]

  init(scenarios: [AppScenario] = AppScenario.all()) async throws {
    self.scenarios = scenarios
    var counts: [ScenarioCounts] = []
    var benchmarks: [Benchmark] = []
    for scenario in scenarios {
      counts.append(try await ScenarioCounts.measure(scenario))
      for (memoization, suffix) in [
        (Renderer.Memoization.enabled, "gated"), (.disabled, "ungated"),
      ] {
        benchmarks.append(
          try await scenario.passBenchmark(
            named: "scenario.\(scenario.name).\(suffix)", memoization: memoization))
      }
    }
    self.counts = counts
    self.benchmarks = benchmarks
  }

  func tables(_ measurements: [String: Measurement]) -> [Table] {
    [gatingTable(measurements), terminalTable()]
  }

  /// Bodies and time per change, gated and not, and how many times dearer no gating is.
  private func gatingTable(_ measurements: [String: Measurement]) -> Table {
    var table = Table(
      name: "gating", title: "What gating buys (one change, then the passes that draw it)",
      columns: [
        .init("scenario", key: "scenario"), .init("passes", key: "passes"),
        .init("bodies gated", key: "bodies_gated"),
        .init("bodies ungated", key: "bodies_ungated"),
        .init("gated", key: "gated_ns"), .init("ungated", key: "ungated_ns"),
        .init("ungated/gated", key: "ratio"),
        .init("allocs gated", key: "allocations_gated"),
        .init("allocs ungated", key: "allocations_ungated"),
      ])
    for (scenario, counts) in zip(scenarios, counts) {
      let name = "scenario.\(scenario.name)"
      table.rows.append([
        .text(scenario.name), .count(counts.passes),
        .count(counts.gated.bodiesEvaluated), .count(counts.ungated.bodiesEvaluated),
        measurements.median("\(name).gated"), measurements.median("\(name).ungated"),
        measurements.ratio("\(name).ungated", to: "\(name).gated"),
        measurements.allocations("\(name).gated"), measurements.allocations("\(name).ungated"),
      ])
    }
    return table
  }

  /// Bytes sent to the terminal for each change, against repainting the whole screen.
  private func terminalTable() -> Table {
    var table = Table(
      name: "terminal", title: "Bytes written to the terminal per change (stratus run)",
      columns: [
        .init("scenario", key: "scenario"), .init("cells changed", key: "cells_changed"),
        .init("bytes written", key: "bytes_written"),
        .init("full repaint", key: "full_repaint_bytes"), .init("share", key: "share"),
      ])
    for (scenario, counts) in zip(scenarios, counts) {
      table.rows.append([
        .text(scenario.name), .count(counts.changedCells), .count(counts.bytesWritten),
        .count(counts.fullRepaintBytes),
        .text(
          Report.fixed(
            100 * Double(counts.bytesWritten) / Double(counts.fullRepaintBytes), decimals: 1) + "%"),
      ])
    }
    return table
  }
}
