/// The engine's hot paths: display width, whole render passes, frames and snapshots.
@MainActor
struct EngineSection: Section {
  let benchmarks: [Benchmark]

  init() async throws {
    benchmarks =
      WidthBenchmarks.all() + (try await RenderBenchmarks.all()) + FrameBenchmarks.all()
      + SnapshotBenchmarks.all()
  }

  func tables(_ measurements: [String: Measurement]) -> [Table] {
    let taken = benchmarks.compactMap { measurements[$0.name] }
    return [Report.table(taken, name: "engine", title: "Engine")]
      + (measurements[RenderBenchmarks.coldNowName] == nil ? [] : [perViewTable(measurements)])
  }

  /// What one evaluated view costs on a cold Now screen: the median pass over the nodes
  /// it evaluates. Count instructions the same way: callgrind's count per pass (see
  /// Docs/Performance.md) over the `nodes evaluated` printed here.
  private func perViewTable(_ measurements: [String: Measurement]) -> Table {
    let statistics = RenderBenchmarks.coldNowStatistics
    var table = Table(
      name: "per-view", title: "Cost per evaluated view (a cold Now pass)",
      columns: [
        .init("benchmark", key: "name"), .init("nodes evaluated", key: "nodes_evaluated"),
        .init("bodies", key: "bodies_evaluated"), .init("median", key: "median_ns"),
        .init("per node", key: "per_node_ns"),
      ])
    let median = measurements[RenderBenchmarks.coldNowName]?.medianNanoseconds ?? 0
    table.rows.append([
      .text(RenderBenchmarks.coldNowName), .count(statistics.nodesEvaluated),
      .count(statistics.bodiesEvaluated), .nanoseconds(median),
      .nanoseconds(median / Double(max(1, statistics.nodesEvaluated))),
    ])
    return table
  }
}
