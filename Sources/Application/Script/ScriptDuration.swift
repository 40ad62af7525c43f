/// Reads the durations a script's `tick` takes: `500ms`, `30s`, `5m`, `2h`, `1h30m`.
///
/// A duration is one or more parts, each ASCII digits then a unit; the units go largest
/// first and each appears at most once, so a duration reads one way only (`1h30m`, never
/// `30m1h` or `5m5m`).
enum ScriptDuration {
  /// The units, largest first, with their length in milliseconds.
  private static let units: [(name: Substring, milliseconds: Int)] = [
    ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
  ]

  /// The length of `text` in milliseconds, or `nil` when it is not a duration (or too
  /// long to count).
  static func milliseconds(in text: Substring) -> Int? {
    var rest = text
    var total = 0
    var smallestUnitSoFar = -1
    while !rest.isEmpty {
      let digits = rest.prefix { ("0"..."9").contains($0) }
      rest = rest.dropFirst(digits.count)
      let unitName = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unitName.count)
      guard let count = ScriptLine.number(digits),
        let unit = units.firstIndex(where: { $0.name == unitName }),
        unit > smallestUnitSoFar
      else { return nil }
      smallestUnitSoFar = unit
      let (part, overflowed) = count.multipliedReportingOverflow(by: units[unit].milliseconds)
      let (sum, sumOverflowed) = total.addingReportingOverflow(part)
      if overflowed || sumOverflowed { return nil }
      total = sum
    }
    return total
  }
}
