extension ISO8601Time {
  /// Walks a time's text from the left, one field at a time, and says what it expected
  /// where the text stops matching.
  struct Reader {
    private var rest: Substring

    init(_ text: String) {
      rest = text[...]
    }

    var isAtEnd: Bool { rest.isEmpty }

    /// What is left to read.
    var leftover: String { String(rest) }

    /// Exactly `count` ASCII digits, as a number.
    mutating func digits(_ count: Int, _ what: String) throws(Problem) -> Int {
      let taken = rest.prefix(count)
      guard taken.count == count, taken.allSatisfy(\.isASCIIDigit), let value = Int(taken) else {
        throw Problem(reason: "expected \(what), found \(Self.shown(rest.prefix(count)))")
      }
      rest = rest.dropFirst(count)
      return value
    }

    /// A field of `count` digits, `name`d in messages, that must lie in `range`.
    mutating func field(
      _ count: Int, named name: String, in range: ClosedRange<Int>
    ) throws(Problem) -> Int {
      let value = try digits(count, "the \(name) (\(count) digits)")
      guard range.contains(value) else {
        throw Problem(reason: "\(name) \(value) is past \(range.upperBound)")
      }
      return value
    }

    /// The `character` that must come next.
    mutating func expect(_ character: Character, after what: String) throws(Problem) {
      guard skip(character) else {
        throw Problem(
          reason: "expected '\(character)' after \(what), found \(Self.shown(rest.prefix(1)))")
      }
    }

    /// Reads `character` if it comes next.
    mutating func skip(_ character: Character) -> Bool {
      guard rest.first == character else { return false }
      rest = rest.dropFirst()
      return true
    }

    /// The digits after a decimal point, as a fraction of a second.
    mutating func fraction() throws(Problem) -> Double {
      let taken = rest.prefix(while: \.isASCIIDigit)
      guard (1...9).contains(taken.count), let value = Double("0." + taken) else {
        throw Problem(reason: "expected 1 to 9 digits after the decimal point")
      }
      rest = rest.dropFirst(taken.count)
      return value
    }

    /// `Z` or `±hh:mm`, as seconds east of UTC.
    mutating func zone() throws(Problem) -> Int {
      if skip("Z") { return 0 }
      guard let sign = rest.first, sign == "+" || sign == "-" else {
        if rest.isEmpty {
          throw Problem(reason: "the zone is missing: end with Z or an offset like -05:00")
        }
        throw Problem(
          reason: "expected a zone (Z, +hh:mm or -hh:mm), found \(Self.shown(rest.prefix(1)))")
      }
      let written = rest.prefix(6)
      rest = rest.dropFirst()
      let hours = try digits(2, "the zone's hours (2 digits)")
      try expect(":", after: "the zone's hours")
      let minutes = try digits(2, "the zone's minutes (2 digits)")
      guard hours <= 23, minutes <= 59 else {
        throw Problem(reason: "zone \(written) is out of range (-23:59 to +23:59)")
      }
      guard sign == "+" || hours + minutes > 0 else {
        throw Problem(reason: "zone -00:00 is not ISO 8601 (UTC is Z or +00:00)")
      }
      return (sign == "+" ? 1 : -1) * (hours * 3_600 + minutes * 60)
    }

    /// What was found instead, for a message: `'x'`, or `nothing` at the end.
    private static func shown(_ found: Substring) -> String {
      found.isEmpty ? "nothing" : "'\(found)'"
    }
  }
}

extension Character {
  /// `0` to `9`, and no other digit: ISO 8601 fields are ASCII.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
