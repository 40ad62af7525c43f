import TextUI

/// One section of the report: a titled table, printed aligned for people or as JSON
/// lines for scripts.
///
/// Every figure the benchmark prints goes through a table, so the two forms never
/// disagree: the text shows `12.34 µs`, the JSON line the same value as
/// `"gated_ns":12340.0`. JSON lines (one object per row) let a script compare runs with
/// `jq` or a few lines of any language, without a parser for the text; the text aligns
/// columns by the engine's own ``DisplayWidth``, since `µs` and `×` are not ASCII.
struct Table {
  /// A column: its heading in the text and its key in the JSON lines.
  struct Column {
    let heading: String
    let key: String

    init(_ heading: String, key: String) {
      self.heading = heading
      self.key = key
    }
  }

  /// One cell, typed so that each form can print it its own way.
  enum Value {
    case text(String)
    case count(Int)
    /// A time, printed in the unit that suits it.
    case nanoseconds(Double)
    /// How many times larger one figure is than another, printed as `12.3×`.
    case ratio(Double)
    /// Memory, printed in MiB.
    case bytes(Int)
    /// Throughput in megabytes (10^6 bytes) per second.
    case megabytesPerSecond(Double)
    /// No figure: blank in the text, `null` in JSON.
    case none
    /// A figure this platform cannot give (allocation counts off Linux): "—" in the
    /// text, `null` in JSON.
    case unavailable
  }

  /// The section's name, such as `gating`; the JSON lines carry it as `"table"`.
  let name: String
  /// The heading printed above the text form.
  let title: String
  let columns: [Column]
  var rows: [[Value]] = []

  /// The table as aligned text: the title, the headings, a rule and one line a row;
  /// names (the first column) on the left, figures on the right; no trailing spaces and
  /// no final newline.
  func text() -> String {
    let body = rows.map { $0.map(Self.text) }
    let headings = columns.map(\.heading)
    var widths = headings.map(DisplayWidth.of)
    for row in body {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], DisplayWidth.of(cell))
      }
    }
    let rule = widths.map { String(repeating: "-", count: $0) }
    let lines = ([headings, rule] + body).map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
        return column == 0 ? cell + padding : padding + cell
      }
      .joined(separator: "  ")
    }
    return ([title] + lines.map(Self.trimmingTrailingSpaces)).joined(separator: "\n")
  }

  /// One JSON object a row, each naming the table, such as
  /// `{"table":"engine","name":"width.ascii","iterations":1000,"median_ns":1234.5}`.
  func jsonLines() -> [String] {
    rows.map { row in
      let fields = zip(columns, row).map { column, value in
        "\(JSON.string(column.key)):\(Self.json(value))"
      }
      return "{" + (["\"table\":\(JSON.string(name))"] + fields).joined(separator: ",") + "}"
    }
  }

  private static func text(_ value: Value) -> String {
    switch value {
    case .text(let text): return text
    case .count(let count): return String(count)
    case .nanoseconds(let nanoseconds): return Report.duration(nanoseconds: nanoseconds)
    case .ratio(let ratio): return Report.fixed(ratio, decimals: ratio < 10 ? 2 : 1) + "×"
    case .bytes(let bytes): return Report.fixed(Double(bytes) / 1_048_576, decimals: 1) + " MiB"
    case .megabytesPerSecond(let rate): return Report.throughput(rate)
    case .none: return ""
    case .unavailable: return "—"
    }
  }

  private static func json(_ value: Value) -> String {
    switch value {
    case .text(let text): return JSON.string(text)
    case .count(let count): return String(count)
    case .bytes(let bytes): return String(bytes)
    case .nanoseconds(let number), .ratio(let number), .megabytesPerSecond(let number):
      return JSON.number(number)
    case .none, .unavailable: return "null"
    }
  }

  /// `line` without the spaces at its end (an empty last column leaves some).
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}

/// The two JSON literals the report writes.
enum JSON {
  /// A number rounded to a tenth, such as `1300.0`; `null` if not finite, which JSON
  /// cannot express.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return "\((value * 10).rounded() / 10)"
  }

  /// A string literal, escaping quotes, backslashes and control characters.
  static func string(_ string: String) -> String {
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
