import Foundation

/// Finds what, in bytes a command wrote, a terminal would obey rather than show: the
/// oracle of the tests that run every command on hostile names and data.
///
/// The set is written out here, byte by byte, rather than taken from the tool's
/// `ControlPicture`, so the tests do not trust the code they check:
/// - every C0 control but the line feed that ends a line (ESC included: a command whose
///   output is a pipe colours nothing), and DEL;
/// - every C1 control, U+0080–U+009F, encoded in UTF-8 (`C2 80`–`C2 9F`) or as a raw
///   byte that does not continue a UTF-8 sequence, and any other byte that is not UTF-8;
/// - the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
///   U+2066–U+2069), the bidi marks (U+200E, U+200F, U+061C), the line and paragraph
///   separators (U+2028, U+2029) and the byte-order mark (U+FEFF).
enum TerminalControls {
  /// Each control found in `bytes`, as `U+001B at byte 42`; empty when there is none.
  static func find(in bytes: Data) -> [String] {
    let bytes = [UInt8](bytes)
    var found: [String] = []
    var index = 0
    while index < bytes.count {
      let (scalar, length) = decode(bytes, at: index)
      if let scalar {
        if isControl(scalar) {
          found.append("U+\(String(format: "%04X", scalar)) at byte \(index)")
        }
      } else {
        found.append("byte 0x\(String(format: "%02X", bytes[index])), not UTF-8, at \(index)")
      }
      index += length
    }
    return found
  }

  /// Whether the scalar `value` is one a terminal may obey.
  private static func isControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// The scalar the UTF-8 sequence at `index` encodes and its length, or `nil` and 1 for
  /// a byte that does not start a well-formed sequence (a continuation byte on its own,
  /// such as a raw 0x9B, a truncated or overlong sequence, a surrogate).
  private static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32?, Int) {
    let lead = bytes[index]
    let (length, initial, minimum): (Int, UInt32, UInt32) =
      switch lead {
      case 0x00...0x7F: (1, UInt32(lead), 0)
      case 0xC2...0xDF: (2, UInt32(lead & 0x1F), 0x80)
      case 0xE0...0xEF: (3, UInt32(lead & 0x0F), 0x800)
      case 0xF0...0xF4: (4, UInt32(lead & 0x07), 0x10000)
      default: (0, 0, 0)
      }
    guard length > 0, index + length <= bytes.count else { return (nil, 1) }
    var value = initial
    for byte in bytes[(index + 1)..<(index + length)] {
      guard byte & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
      return (nil, 1)
    }
    return (value, length)
  }
}
