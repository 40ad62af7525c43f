/// The engine's hot paths: display width, whole render passes, frames and snapshots.
@MainActor
struct EngineSection: Section {
  let benchmarks: [Benchmark]

  init() async throws {
    benchmarks =
      WidthBenchmarks.all() + (try await RenderBenchmarks.all()) + FrameBenchmarks.all()
      + SnapshotBenchmarks.all() + DumpBenchmarks.all()
  }

  func tables(_ measurements: [String: Measurement]) -> [Table] {
    let taken = benchmarks.compactMap { measurements[$0.name] }
    return [Report.table(taken, name: "engine", title: "Engine")]
      + (measurements[RenderBenchmarks.coldNowName] == nil
        ? [] : [perViewTable(measurements), heldTable()])
  }

  /// What cold passes leave held, exactly: the heap bytes held after 1,000 passes with a
  /// new renderer each, against 10. A pass that leaves something behind (a registration
  /// in a long-lived service) grows the process by that much on every pass.
  private func heldTable() -> Table {
    var table = Table(
      name: "held", title: "Heap left held by cold passes, a new renderer each (bytes)",
      columns: [
        .init("workload", key: "workload"), .init("after 10", key: "after_10_bytes"),
        .init("after 1,000", key: "after_1000_bytes"), .init("growth", key: "growth_bytes"),
      ])
    let store = CounterStore()
    let workloads: [(String, @MainActor () -> Void)] = [
      (RenderBenchmarks.coldNowName, RenderBenchmarks.coldNowPass),
      ("container over one store", { HeldBytes.coldStorePass(over: store) }),
    ]
    for (name, pass) in workloads {
      let few = HeldBytes.after(10, of: pass)
      let many = HeldBytes.after(1_000, warmUp: 0, of: pass)
      let growth = few.flatMap { few in many.map { $0 - few } }
      table.rows.append([.text(name), .counted(few), .counted(many), .counted(growth)])
    }
    return table
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
