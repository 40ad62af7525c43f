/// The scanning behind ``InlineSnapshotSite``: the extent of a multi-line literal, and
/// the spaces, line breaks and comments between the pieces of a call.
extension InlineSnapshotSite {
  /// The end of a multi-line literal whose content starts at `start` (just past the
  /// opening `"""`), and whether it is empty.
  static func multiline(
    _ bytes: [UInt8], from start: Int, hashes: [UInt8], refuse: (String) -> SnapshotError
  ) throws(SnapshotError) -> (end: Int, isEmpty: Bool) {
    let skipper = SwiftSkipper(bytes: bytes)
    let close = Array("\"\"\"".utf8) + hashes
    let interpolation = [UInt8(ascii: "\\")] + hashes + [UInt8(ascii: "(")]
    guard var line = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }) else {
      throw refuse("the literal does not end")
    }
    var isEmpty = true
    while line < bytes.count {
      let text = skipIndentation(bytes, from: line)
      if skipper.has(close, at: text) { return (text + close.count, isEmpty) }
      isEmpty = false
      let end = bytes[line...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var cursor = line
      while cursor < end {
        if skipper.has(interpolation, at: cursor) {
          throw refuse("the literal has an interpolation; only plain text can be rewritten")
        }
        // In a plain literal, `\\` is one escaped backslash: skip both bytes.
        cursor += hashes.isEmpty && bytes[cursor] == UInt8(ascii: "\\") ? 2 : 1
      }
      line = end + 1
    }
    throw refuse("the literal does not end")
  }

  static func skipIndentation(_ bytes: [UInt8], from index: Int) -> Int {
    bytes[index...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      ?? bytes.count
  }

  /// Past spaces, tabs and line breaks.
  static func skipSpace(_ bytes: [UInt8], from index: Int) -> Int {
    bytes[index...].firstIndex { !" \t\r\n".utf8.contains($0) } ?? bytes.count
  }

  /// FNV-1a, 64 bits, in hex: stable across processes, unlike `Hasher`.
  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(value, radix: 16)
  }

  /// Past spaces, line breaks and comments, where a trailing closure may start.
  static func skipTrivia(_ bytes: [UInt8], from index: Int, _ skipper: SwiftSkipper) -> Int {
    var cursor = index
    while cursor < bytes.count {
      if " \t\r\n".utf8.contains(bytes[cursor]) {
        cursor += 1
      } else if let end = skipper.skipTrivia(at: cursor) {
        cursor = end
      } else {
        break
      }
    }
    return cursor
  }
}
