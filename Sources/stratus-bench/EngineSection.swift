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
  }
}
