/// A JSON document as a tree, read back from what `JSONEncoder` wrote, so that
/// ``Snapshotting/json`` can redact fields and write the text itself.
///
/// Writing the text here, rather than with `JSONEncoder`'s `.prettyPrinted`, makes it
/// the same on every platform and every Foundation: keys sorted by their UTF-8 bytes,
/// two spaces an indent, and numbers exactly as the encoder wrote them (`0.1`).
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number's text as the encoder wrote it.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object's members in the order they were read; the writer sorts them.
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let l), .bool(let r)): return l == r
    case (.number(let l), .number(let r)), (.string(let l), .string(let r)): return l == r
    case (.array(let l), .array(let r)): return l == r
    case (.object(let l), .object(let r)):
      return l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }
}

// MARK: - Reading

extension JSONValue {
  /// Why a text is not JSON; the encoder's output always is, so this names a bug.
  struct ParseError: Error, CustomStringConvertible {
    var offset: Int
    var description: String { "the encoder's output is not JSON at byte \(offset)" }
  }

  /// The document in `bytes` (UTF-8 JSON).
  static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
    var reader = Reader(bytes: bytes)
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == bytes.count else { throw ParseError(offset: reader.index) }
    return value
  }

  /// A reader of one document, byte by byte.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws(ParseError) -> JSONValue {
      skipSpace()
      guard index < bytes.count else { throw ParseError(offset: index) }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try word("true", .bool(true))
      case UInt8(ascii: "f"): return try word("false", .bool(false))
      case UInt8(ascii: "n"): return try word("null", .null)
      default: return try number()
      }
    }

    private mutating func object() throws(ParseError) -> JSONValue {
      index += 1
      var members: [(key: String, value: JSONValue)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        let key = try string()
        try expect(":")
        members.append((key, try value()))
        skipSpace()
        guard index < bytes.count else { throw ParseError(offset: index) }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { throw ParseError(offset: index - 1) }
      }
    }

    private mutating func array() throws(ParseError) -> JSONValue {
      index += 1
      var elements: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        elements.append(try value())
        skipSpace()
        guard index < bytes.count else { throw ParseError(offset: index) }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(elements) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { throw ParseError(offset: index - 1) }
      }
    }

    /// A string, its escapes decoded (`\n`, `\"`, `\u00e9`, surrogate pairs).
    private mutating func string() throws(ParseError) -> String {
      try expect("\"")
      var scalars = String.UnicodeScalarView()
      var run = index
      func flush(_ end: Int) {
        scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flush(index)
          index += 1
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
        default: scalars.append(Unicode.Scalar(escape))
        }
        run = index
      }
      throw ParseError(offset: index)
    }

    /// The scalar of a `\uXXXX` escape (the `\u` read), joining a surrogate pair.
    private mutating func unicodeEscape() throws(ParseError) -> Unicode.Scalar {
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let low = try hex4()
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws(ParseError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw ParseError(offset: index) }
      index += 4
      return value
    }

    private mutating func number() throws(ParseError) -> JSONValue {
      let start = index
      while index < bytes.count, "+-.0123456789eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start else { throw ParseError(offset: start) }
      return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func word(_ word: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
      guard bytes[index...].starts(with: word.utf8) else { throw ParseError(offset: index) }
      index += word.utf8.count
      return value
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(ParseError) {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
        throw ParseError(offset: index)
      }
      index += 1
    }
  }
}
