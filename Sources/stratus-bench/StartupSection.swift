import Foundation

/// How long `stratus render now` takes from exec to exit, and the most memory it holds:
/// the cost of launching the whole app for one screen.
///
/// The `stratus` built next to this benchmark is run with its output sent to
/// `/dev/null`; the peak memory is the child's maximum resident set size, as the kernel
/// reports it to `wait4`. The benchmark is `startup.render-now`; it is skipped (with a
/// note) when no `stratus` was built alongside.
@MainActor
struct StartupSection: Section {
  /// The program and its arguments.
  static let command = ["render", "now"]

  private let executable: String?
  private let peak = PeakMemory()
  let benchmarks: [Benchmark]

  init() {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = directory.appendingPathComponent("stratus").path
    executable = FileManager.default.isExecutableFile(atPath: path) ? path : nil
    guard let executable else {
      StandardError.print(
        "stratus-bench: no stratus next to this program; build it (swift build -c release)"
          + " to measure start-up")
      benchmarks = []
      return
    }
    let peak = self.peak
    benchmarks = [
      Benchmark("startup.render-now") {
        let usage = ChildProcess.run(executable, arguments: Self.command)
        peak.record(usage.maximumResidentBytes)
        Sink.consume(Int(usage.status))
      }
    ]
  }

  func tables(_ measurements: [String: Measurement]) -> [Table] {
    var table = Table(
      name: "startup", title: "Start-up (stratus render now, exec to exit)",
      columns: [
        .init("command", key: "command"), .init("runs", key: "runs"),
        .init("median", key: "median_ns"), .init("p90", key: "p90_ns"),
        .init("peak memory", key: "peak_bytes"),
      ])
    let measurement = measurements["startup.render-now"]
    table.rows.append([
      .text("stratus " + Self.command.joined(separator: " ")),
      measurement.map { .count($0.iterations) } ?? .none,
      measurements.median("startup.render-now"),
      measurement.map { .nanoseconds($0.p90Nanoseconds) } ?? .none,
      peak.bytes.map(Table.Value.bytes) ?? .none,
    ])
    return [table]
  }
}

/// The largest of the values recorded.
final class PeakMemory {
  private(set) var bytes: Int?

  func record(_ value: Int) {
    bytes = max(bytes ?? 0, value)
  }
}
