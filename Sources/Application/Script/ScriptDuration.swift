/// Reads the durations a script's `tick` takes: `500ms`, `30s`, `5m`, `2h`, `1h30m`.
///
/// A duration is one or more parts, each ASCII digits then a unit; the units go largest
/// first and each appears at most once, so a duration reads one way only (`1h30m`, never
/// `30m1h` or `5m5m`). A well-formed duration can still be too long to count in
/// milliseconds (about 292 million years): that is its own error, so the message says
/// "too large" rather than asking for digits and a unit the person already wrote.
enum ScriptDuration {
  /// Why a text is not a duration.
  enum Problem: Error, Equatable {
    /// Not digits and units, largest first.
    case malformed
    /// Well formed, but longer than ``maximumMilliseconds``.
    case tooLarge
  }

  /// The longest duration there is: what fits in an `Int` of milliseconds.
  static let maximumMilliseconds = Int.max

  /// The longest duration in whole hours, for messages: `2562047788015h`.
  static var maximumText: String { "\(maximumMilliseconds / 3_600_000)h" }

  /// The units, largest first, with their length in milliseconds.
  private static let units: [(name: Substring, milliseconds: Int)] = [
    ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
  ]

  /// The length of `text` in milliseconds.
  ///
  /// - Throws: ``Problem/malformed`` when it is not a duration, ``Problem/tooLarge``
  ///   when it is one too long to count.
  static func milliseconds(in text: Substring) throws(Problem) -> Int {
    var rest = text
    var total = 0
    var isTooLarge = false
    var smallestUnitSoFar = -1
    while !rest.isEmpty {
      let digits = rest.prefix(while: ScriptLine.isDigit)
      rest = rest.dropFirst(digits.count)
      let unitName = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unitName.count)
      guard !digits.isEmpty, let unit = units.firstIndex(where: { $0.name == unitName }),
        unit > smallestUnitSoFar
      else { throw .malformed }
      smallestUnitSoFar = unit
      // Digits too many for an Int are well formed, only too large: keep reading, so a
      // malformed part later still says so.
      guard let count = ScriptLine.number(digits) else {
        isTooLarge = true
        continue
      }
      let (part, overflowed) = count.multipliedReportingOverflow(by: units[unit].milliseconds)
      let (sum, sumOverflowed) = total.addingReportingOverflow(part)
      if overflowed || sumOverflowed { isTooLarge = true } else { total = sum }
    }
    if isTooLarge { throw .tooLarge }
    return total
  }
}
