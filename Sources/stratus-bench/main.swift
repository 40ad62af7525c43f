#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// stratus-bench: times the engine's hot paths and prints a table, or JSON lines.
// Top-level code runs on the main actor, where the rendering APIs live.

switch Arguments.parse(CommandLine.arguments.dropFirst()) {
case .help:
  print(Arguments.usage)
case .failure(let message):
  StandardError.print("stratus-bench: \(message)\n\(Arguments.usage)")
  exit(64)  // EX_USAGE
case .run(let arguments):
  let benchmarks =
    (WidthBenchmarks.all() + RenderBenchmarks.all() + FrameBenchmarks.all()
    + SnapshotBenchmarks.all())
    .filter { arguments.selects($0.name) }
  guard !benchmarks.isEmpty else {
    StandardError.print("stratus-bench: no benchmark matches \(arguments.filters)")
    exit(64)
  }
  defer { SnapshotBenchmarks.removeTemporaryGoldens() }
  if let count = arguments.repeatCount {
    for benchmark in benchmarks {
      for _ in 0..<count { benchmark.body() }
    }
    StandardError.print("checksum: \(Sink.checksum)")
    break
  }
  #if DEBUG
    if !arguments.json {
      print("warning: debug build; use swift run -c release stratus-bench")
    }
  #endif
  var measurements: [Measurement] = []
  for benchmark in benchmarks {
    let measurement = Measurement(of: benchmark)
    measurements.append(measurement)
    if arguments.json { print(Report.jsonLine(measurement)) }
  }
  if !arguments.json { print(Report.table(measurements)) }
  StandardError.print("checksum: \(Sink.checksum)")
}
