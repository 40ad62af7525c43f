extension InlineLiteral {
  /// The value of a multi-line string literal, as the compiler makes it: the inverse of
  /// ``source(of:indentation:lineEnding:)``, for any literal a person may have typed.
  ///
  /// A test knows its literal only by value (the closure returns it), so this is what
  /// lets a rewrite check that the literal it found is the one the test was built with.
  /// The closing delimiter's indentation is removed from every line (a line of spaces
  /// alone may be shorter), CRLF becomes LF, and the escapes are read: `\\`, `\"`, `\'`,
  /// `\n`, `\r`, `\t`, `\0`, `\u{…}` and a backslash ending a line, each with the
  /// literal's `#`s after the backslash.
  ///
  /// - Parameters:
  ///   - bytes: The literal, from its first `#` or `"` to its last `"` or `#`.
  ///   - indentation: The spaces and tabs before its closing delimiter.
  /// - Returns: The value, or `nil` for what the compiler would reject (a line indented
  ///   less than the closing delimiter, an unknown escape).
  static func value(of bytes: ArraySlice<UInt8>, indentation: [UInt8]) -> String? {
    let newline = UInt8(ascii: "\n")
    let hashes = bytes.prefix { $0 == UInt8(ascii: "#") }.count
    guard let opening = bytes.firstIndex(of: newline), let closing = bytes.lastIndex(of: newline)
    else { return nil }
    var content: [UInt8] = []
    if closing > opening {
      let lines = bytes[(opening + 1)..<closing].split(
        separator: newline, omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        var line = line
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if line.starts(with: indentation) {
          line = line.dropFirst(indentation.count)
        } else if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
          line = []
        } else {
          return nil
        }
        if index > 0 { content.append(newline) }
        content += line
      }
    }
    return unescaped(content, hashes: hashes)
  }

  /// `bytes` with the escapes of a literal with `hashes` `#`s read.
  private static func unescaped(_ bytes: [UInt8], hashes: Int) -> String? {
    let escape = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index...].starts(with: escape) else {
        result.append(bytes[index])
        index += 1
        continue
      }
      index += escape.count
      guard index < bytes.count else { return nil }
      if let byte = simpleEscapes[bytes[index]] {
        result.append(byte)
        index += 1
      } else if bytes[index] == UInt8(ascii: "u") {
        guard let (scalar, end) = unicodeEscape(bytes, from: index + 1) else { return nil }
        result += Array(String(scalar).utf8)
        index = end
      } else if let end = lineContinuation(bytes, from: index) {
        index = end
      } else {
        return nil
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The character after the backslash (and `#`s) of each one-letter escape, and the
  /// byte it stands for.
  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""),
    UInt8(ascii: "'"): UInt8(ascii: "'"), UInt8(ascii: "n"): UInt8(ascii: "\n"),
    UInt8(ascii: "r"): UInt8(ascii: "\r"), UInt8(ascii: "t"): UInt8(ascii: "\t"),
    UInt8(ascii: "0"): 0,
  ]

  /// The scalar of `{hex}` at `index` and the offset past its `}`.
  private static func unicodeEscape(_ bytes: [UInt8], from index: Int) -> (Unicode.Scalar, Int)? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{"),
      let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))
    else { return nil }
    let digits = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
    guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, close + 1)
  }

  /// The offset past the line break when only spaces and tabs lie between `index` and
  /// it: a backslash that joins two lines.
  private static func lineContinuation(_ bytes: [UInt8], from index: Int) -> Int? {
    let end = bytes[index...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    guard let end, bytes[end] == UInt8(ascii: "\n") else { return nil }
    return end + 1
  }
}

extension InlineSnapshotSite {
  /// The value its closure returns: the literal's, or empty when it is empty or missing;
  /// `nil` when the literal cannot be read.
  func value(in source: SourceText) -> String? {
    guard case .literal(let range, let indentation) = body else { return "" }
    return InlineLiteral.value(of: source.bytes[range], indentation: indentation)
  }
}
