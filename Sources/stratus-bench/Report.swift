import TextUI

/// How figures are written: the engine table of timings, and the number formats every
/// table shares.
enum Report {
  /// The timings of plain benchmarks, one row each.
  static func table(_ measurements: [Measurement], name: String, title: String) -> Table {
    Table(
      name: name, title: title,
      columns: [
        .init("benchmark", key: "name"), .init("iterations", key: "iterations"),
        .init("median", key: "median_ns"), .init("p90", key: "p90_ns"),
        .init("throughput", key: "mb_per_s"), .init("allocs/iter", key: "allocations"),
      ],
      rows: measurements.map { measurement in
        [
          .text(measurement.name), .count(measurement.iterations),
          .nanoseconds(measurement.medianNanoseconds), .nanoseconds(measurement.p90Nanoseconds),
          measurement.megabytesPerSecond.map(Table.Value.megabytesPerSecond) ?? .none,
          .counted(measurement.allocationsPerIteration),
        ]
      })
  }

  /// A duration in the largest unit that keeps it at least 1, to four significant figures
  /// or so: `"812.3 ns"`, `"1.234 µs"`, `"56.78 ms"`.
  static func duration(nanoseconds: Double) -> String {
    let units: [(String, Double)] = [("s", 1e9), ("ms", 1e6), ("µs", 1e3)]
    for (unit, scale) in units where nanoseconds >= scale {
      return significant(nanoseconds / scale) + " " + unit
    }
    return significant(nanoseconds) + " ns"
  }

  /// Megabytes per second, such as `"612 MB/s"` or `"45.3 MB/s"`.
  static func throughput(_ megabytesPerSecond: Double) -> String {
    let decimals = megabytesPerSecond < 10 ? 2 : megabytesPerSecond < 100 ? 1 : 0
    return fixed(megabytesPerSecond, decimals: decimals) + " MB/s"
  }

  /// `value` with three decimals below 10, two below 100 and one otherwise.
  private static func significant(_ value: Double) -> String {
    fixed(value, decimals: value < 10 ? 3 : value < 100 ? 2 : 1)
  }

  /// `value` rounded to `decimals` places, written without exponent.
  ///
  /// Hand-written so the benchmark needs no Foundation for `String(format:)`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value.magnitude * Double(scale)).rounded()
    guard value.isFinite, scaled < 9e18 else { return "\(value)" }
    let units = Int64(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    let whole = String(units / scale)
    guard decimals > 0 else { return sign + whole }
    let fraction = String(units % scale)
    let zeros = String(repeating: "0", count: decimals - fraction.count)
    return sign + whole + "." + zeros + fraction
  }
}
