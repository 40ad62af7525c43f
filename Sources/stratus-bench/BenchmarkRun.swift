/// One run of the benchmarks the command line selects: build the sections, time or
/// repeat the selected benchmarks, print the tables.
@MainActor
struct BenchmarkRun {
  let arguments: Arguments

  /// Runs, and returns the exit status: 0, 64 (`EX_USAGE`) when no benchmark matches
  /// the filters, or 70 (`EX_SOFTWARE`) when a section cannot be built.
  func run() async -> Int32 {
    defer { SnapshotBenchmarks.removeTemporaryGoldens() }
    #if DEBUG
      if !arguments.json && arguments.repeatCount == nil {
        print("warning: debug build; use swift run -c release stratus-bench\n")
      }
    #endif
    var matched = false
    for (prefixes, build) in Sections.builders
    where Sections.mayMatch(prefixes, filters: arguments.filters) {
      do {
        matched = try await run(build()) || matched
      } catch {
        StandardError.print("stratus-bench: \(error)")
        return 70
      }
    }
    guard matched else {
      StandardError.print("stratus-bench: no benchmark matches \(arguments.filters)")
      return 64
    }
    StandardError.print("checksum: \(Sink.checksum)")
    return 0
  }

  /// Runs the benchmarks of `section` that the filters select, repeating or timing them,
  /// and prints its tables when timing; returns whether any was selected.
  private func run(_ section: any Section) async -> Bool {
    let selected = section.benchmarks.filter { arguments.selects($0.name) }
    guard !selected.isEmpty else { return false }
    if let count = arguments.repeatCount {
      for benchmark in selected { _ = await benchmark.run(count) }
      return true
    }
    var measurements: [String: Measurement] = [:]
    for benchmark in selected {
      measurements[benchmark.name] = await Measurement(of: benchmark)
    }
    for table in section.tables(measurements) {
      if arguments.json {
        for line in table.jsonLines() { print(line) }
      } else {
        print(table.text() + "\n")
      }
    }
    return true
  }
}
