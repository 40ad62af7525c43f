import Foundation

extension OpenMeteo {
  /// The deepest arrays and objects may nest in a reply.
  ///
  /// Open-Meteo's replies nest three levels (a search or radar reply four); 32 leaves
  /// room for any change of format. `JSONDecoder` keeps state for every level it is
  /// inside: 10 MB of `[` took 253 MB before this limit.
  static let maximumNesting = 32

  /// The most values (numbers, strings, literals, arrays and objects) a reply may hold.
  ///
  /// Stratus asks for 7 days, so a forecast holds about 1,500 values and a radar reply
  /// (135 points of 8 quarter hours) about 4,000; 100,000 is 25 times the larger.
  /// `JSONDecoder` costs some 60 bytes a number, and over 200 bytes a key of an object
  /// it reads, before anything is made of them: a valid 10 MB forecast of 1.8 million
  /// values took 157 MB. At this limit a reply of any shape costs at most some 30 MB
  /// (Docs/Services.md has the figures).
  static let maximumValues = 100_000

  /// Refuses `data` when its arrays and objects nest deeper than ``maximumNesting`` or it
  /// holds more than ``maximumValues`` values, in one pass over the bytes that keeps two
  /// counts, before any decoder sees it: what a reply costs to decode then has a bound
  /// whatever its shape, not only its size.
  ///
  /// Values are counted where a container starts or a comma is, outside strings: a
  /// container and its elements after the first, so `[1, 2, 3]` counts 3, near enough
  /// for a limit that is 25 times what is needed.
  /// The text is not otherwise checked: what is not JSON is left for the decoder to say.
  ///
  /// - Throws: ``FormatError`` naming the limit passed and the byte where it was.
  /// - Complexity: O(*n*) in the length of `data`, with no allocation.
  static func checkShape(of data: Data) throws(FormatError) {
    let problem = data.withUnsafeBytes { bytes -> (offset: Int, tooDeep: Bool)? in
      var depth = 0
      var values = 0
      var inString = false
      var escaped = false
      for (offset, byte) in bytes.enumerated() {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          values += 1
          if depth > maximumNesting { return (offset, true) }
          if values > maximumValues { return (offset, false) }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: ","):
          values += 1
          if values > maximumValues { return (offset, false) }
        default: break
        }
      }
      return nil
    }
    guard let problem else { return }
    throw FormatError(
      problem.tooDeep
        ? "arrays and objects nest more than \(maximumNesting) deep (at byte \(problem.offset)), "
          + "deeper than Stratus reads"
        : "the reply holds more than \(maximumValues) values (passed at byte \(problem.offset)), "
          + "more than Stratus reads")
  }
}
