import TextUI

/// Turns measurements into the two output forms: a table for people and JSON lines for
/// scripts.
///
/// JSON lines (one object per benchmark, one line each) let a script compare runs with
/// `jq` or a few lines of any language, without a parser for the table; the table uses
/// the engine's own ``DisplayWidth`` to align columns, since `µs` is not ASCII.
enum Report {
  /// One JSON object on one line, such as
  /// `{"name":"width.ascii","iterations":1000,"median_ns":1234.5,"p90_ns":1300.0}`.
  ///
  /// Times and throughput are rounded to a tenth; `mb_per_s` appears only for benchmarks
  /// that measure bytes.
  static func jsonLine(_ measurement: Measurement) -> String {
    var fields = [
      "\"name\":\(jsonString(measurement.name))",
      "\"iterations\":\(measurement.iterations)",
      "\"median_ns\":\(jsonNumber(measurement.medianNanoseconds))",
      "\"p90_ns\":\(jsonNumber(measurement.p90Nanoseconds))",
    ]
    if let throughput = measurement.megabytesPerSecond {
      fields.append("\"mb_per_s\":\(jsonNumber(throughput))")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// The measurements as an aligned table with a header, one row each, no final newline
  /// and no trailing spaces.
  static func table(_ measurements: [Measurement]) -> String {
    let header = ["benchmark", "iterations", "median", "p90", "throughput"]
    let rows = measurements.map { measurement in
      [
        measurement.name,
        String(measurement.iterations),
        duration(nanoseconds: measurement.medianNanoseconds),
        duration(nanoseconds: measurement.p90Nanoseconds),
        measurement.megabytesPerSecond.map(throughput) ?? "",
      ]
    }
    var widths = header.map(DisplayWidth.of)
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], DisplayWidth.of(cell))
      }
    }
    let rule = widths.map { String(repeating: "-", count: $0) }
    return ([header, rule] + rows).map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
        return column == 0 ? cell + padding : padding + cell  // names left, numbers right
      }
      .joined(separator: "  ")
    }
    .map(trimmingTrailingSpaces)
    .joined(separator: "\n")
  }

  /// `line` without the spaces at its end (an empty throughput column leaves some).
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
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

  /// A JSON number rounded to a tenth, such as `1300.0`; `null` if not finite, which
  /// JSON cannot express.
  private static func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return "\((value * 10).rounded() / 10)"
  }

  /// A JSON string literal, escaping quotes, backslashes and control characters.
  private static func jsonString(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
