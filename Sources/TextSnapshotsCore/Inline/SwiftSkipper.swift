/// Just enough of Swift's lexical rules to step over an argument list: nested brackets,
/// string literals (plain, raw, multi-line, with interpolations) and comments.
///
/// It is not a parser. It answers one question, "where does this bracket close?", so
/// that a parenthesis inside a string or a comment among the arguments does not end the
/// argument list early. Anything it cannot step over makes it return `nil`, and the
/// caller refuses to rewrite rather than guess.
struct SwiftSkipper {
  let bytes: [UInt8]

  private static let quote = UInt8(ascii: "\"")
  private static let hash = UInt8(ascii: "#")
  private static let backslash = UInt8(ascii: "\\")
  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")
  private static let newline = UInt8(ascii: "\n")

  /// The offset just past the bracket that closes the one at `open` (`(`, `[` or `{`).
  func closing(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < bytes.count {
      let byte = bytes[index]
      if let end = skipTrivia(at: index) ?? skipString(at: index) {
        index = end
        continue
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The offset past a comment starting at `index`, or `nil` when none starts there.
  func skipTrivia(at index: Int) -> Int? {
    guard index + 1 < bytes.count, bytes[index] == Self.slash else { return nil }
    if bytes[index + 1] == Self.slash {
      return bytes[index...].firstIndex(of: Self.newline) ?? bytes.count
    }
    guard bytes[index + 1] == Self.star else { return nil }
    var depth = 0
    var cursor = index
    while cursor + 1 < bytes.count {
      if bytes[cursor] == Self.slash && bytes[cursor + 1] == Self.star {
        depth += 1
        cursor += 2
      } else if bytes[cursor] == Self.star && bytes[cursor + 1] == Self.slash {
        depth -= 1
        cursor += 2
        if depth == 0 { return cursor }
      } else {
        cursor += 1
      }
    }
    return bytes.count
  }

  /// The offset past a string literal starting at `index` (its `#`s or first quote),
  /// or `nil` when none starts there.
  func skipString(at index: Int) -> Int? {
    let hashes = bytes[index...].prefix { $0 == Self.hash }.count
    let open = index + hashes
    guard open < bytes.count, bytes[open] == Self.quote else { return nil }
    let isMultiline = has([Self.quote, Self.quote, Self.quote], at: open)
    let delimiter = [UInt8](repeating: Self.quote, count: isMultiline ? 3 : 1)
    let terminator = delimiter + [UInt8](repeating: Self.hash, count: hashes)
    let escape = [Self.backslash] + [UInt8](repeating: Self.hash, count: hashes)
    var cursor = open + delimiter.count
    while cursor < bytes.count {
      if has(terminator, at: cursor) { return cursor + terminator.count }
      if has(escape, at: cursor) {
        cursor += escape.count
        if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "(") {
          guard let end = closing(cursor) else { return nil }
          cursor = end
        } else {
          cursor += 1
        }
        continue
      }
      if !isMultiline && bytes[cursor] == Self.newline { return nil }
      cursor += 1
    }
    return nil
  }

  /// Whether `pattern` appears at `index`.
  func has(_ pattern: [UInt8], at index: Int) -> Bool {
    index + pattern.count <= bytes.count
      && bytes[index..<index + pattern.count].elementsEqual(pattern)
  }
}
