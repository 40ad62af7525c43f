/// Where an `assertInlineSnapshot` call keeps its expected text, found from the call's
/// `#line` and `#column` (the opening parenthesis of its arguments).
///
/// Only one narrow form is accepted, so that a rewrite can be exact without a Swift
/// parser: the call's trailing closure returns a multi-line string literal (`"""` or
/// raw `#"""`) without interpolation, or an empty one (`""`), or there is no closure
/// yet. Anything else is refused with a message naming the file and line.
package struct InlineSnapshotSite: Sendable {
  /// What holds the expected text now.
  package enum Body: Equatable, Sendable {
    /// A multi-line literal spanning `range` (delimiters included), whose closing
    /// delimiter is indented by `indentation`.
    case literal(range: Range<Int>, indentation: [UInt8])
    /// A closure returning `""`, spanning `range` (braces included).
    case emptyClosure(range: Range<Int>)
    /// No trailing closure: one is inserted at `offset`, just past the arguments.
    case noClosure(offset: Int)
  }

  package var body: Body
  /// True when the literal is empty or missing: the assertion records it.
  package var isEmpty: Bool
  /// A hash of the closure's bytes, so that `accept` can tell that the literal is still
  /// the one the test saw.
  package var fingerprint: String

  /// The function whose calls are rewritten.
  package static let functionName = "assertInlineSnapshot"

  /// Finds the site of the call whose argument list opens at `position` in `source`.
  ///
  /// - Parameter file: The file's name for messages, such as `Tests/X/FooTests.swift`.
  /// - Throws: ``SnapshotError/unsupportedInline(file:line:reason:)`` for any form it
  ///   cannot rewrite safely.
  package init(in source: SourceText, at position: SourcePosition, file: String)
    throws(SnapshotError)
  {
    func refuse(_ reason: String) -> SnapshotError {
      .unsupportedInline(file: file, line: position.line, reason: reason)
    }
    let bytes = source.bytes
    let skipper = SwiftSkipper(bytes: bytes)
    let name = Array(Self.functionName.utf8)
    guard let open = source.offset(of: position), bytes[open] == UInt8(ascii: "("),
      open >= name.count, skipper.has(name, at: open - name.count)
    else {
      throw refuse(
        "no \(Self.functionName)( at column \(position.column); the file changed since the test was built, run it again"
      )
    }
    guard let argumentsEnd = skipper.closing(open) else {
      throw refuse("cannot find where the call's arguments end")
    }
    let brace = skipTrivia(bytes, from: argumentsEnd, skipper)
    guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else {
      body = .noClosure(offset: argumentsEnd)
      isEmpty = true
      fingerprint = Self.hash([])
      return
    }
    guard let closureEnd = skipper.closing(brace) else {
      throw refuse("cannot find where the trailing closure ends")
    }
    fingerprint = Self.hash(bytes[brace..<closureEnd])
    let literal = Self.skipSpace(bytes, from: brace + 1)
    let hashes = bytes[literal...].prefix { $0 == UInt8(ascii: "#") }.count
    let quote = literal + hashes
    guard quote < closureEnd, bytes[quote] == UInt8(ascii: "\"") else {
      throw refuse("the trailing closure must hold only a multi-line string literal (\"\"\")")
    }
    let hashBytes = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    let literalEnd: Int
    if skipper.has(Array("\"\"\"".utf8), at: quote) {
      let parsed = try Self.multiline(bytes, from: quote + 3, hashes: hashBytes, refuse: refuse)
      literalEnd = parsed.end
      isEmpty = parsed.isEmpty
      body = .literal(
        range: literal..<literalEnd, indentation: source.indentation(ofLineAt: parsed.end - 1))
    } else if skipper.has(Array("\"\"".utf8) + hashBytes, at: quote) {
      literalEnd = quote + 2 + hashes
      isEmpty = true
      body = .emptyClosure(range: brace..<closureEnd)
    } else {
      throw refuse(
        "a one-line string literal; write the expected text as a multi-line literal (\"\"\")")
    }
    guard Self.skipSpace(bytes, from: literalEnd) == closureEnd - 1 else {
      throw refuse("the trailing closure must hold only the string literal")
    }
  }

  /// The end of a multi-line literal whose content starts at `start` (just past the
  /// opening `"""`), and whether it is empty.
  private static func multiline(
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

  private static func skipIndentation(_ bytes: [UInt8], from index: Int) -> Int {
    bytes[index...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      ?? bytes.count
  }

  /// Past spaces, tabs and line breaks.
  private static func skipSpace(_ bytes: [UInt8], from index: Int) -> Int {
    bytes[index...].firstIndex { !" \t\r\n".utf8.contains($0) } ?? bytes.count
  }

  /// FNV-1a, 64 bits, in hex: stable across processes, unlike `Hasher`.
  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(value, radix: 16)
  }
}

/// Past spaces, line breaks and comments, where a trailing closure may start.
private func skipTrivia(_ bytes: [UInt8], from index: Int, _ skipper: SwiftSkipper) -> Int {
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
