#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// stratus-bench: times the engine and the app and prints tables, or JSON lines.
// Top-level code runs on the main actor, where the rendering APIs live.

switch Arguments.parse(CommandLine.arguments.dropFirst()) {
case .help:
  print(Arguments.usage)
case .failure(let message):
  StandardError.print("stratus-bench: \(message)\n\(Arguments.usage)")
  exit(64)  // EX_USAGE
case .run(let arguments):
  defer { SnapshotBenchmarks.removeTemporaryGoldens() }
  let sections: [any Section]
  do {
    sections = try await Sections.build()
  } catch {
    StandardError.print("stratus-bench: \(error)")
    exit(70)  // EX_SOFTWARE
  }
  let selected = sections.flatMap(\.benchmarks).filter { arguments.selects($0.name) }
  guard !selected.isEmpty else {
    StandardError.print("stratus-bench: no benchmark matches \(arguments.filters)")
    exit(64)
  }
  if let count = arguments.repeatCount {
    for benchmark in selected { _ = await benchmark.run(count) }
    StandardError.print("checksum: \(Sink.checksum)")
    break
  }
  #if DEBUG
    if !arguments.json {
      print("warning: debug build; use swift run -c release stratus-bench")
    }
  #endif
  var measurements: [String: Measurement] = [:]
  for benchmark in selected {
    measurements[benchmark.name] = await Measurement(of: benchmark)
  }
  for section in sections where section.benchmarks.contains(where: { measurements[$0.name] != nil }) {
    for table in section.tables(measurements) {
      if arguments.json {
        table.jsonLines().forEach { print($0) }
      } else {
        print(table.text() + "\n")
      }
    }
  }
  StandardError.print("checksum: \(Sink.checksum)")
}
