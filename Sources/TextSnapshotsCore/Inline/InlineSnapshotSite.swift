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

  /// The call's opening parenthesis, where the site was found.
  package var position: SourcePosition
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
    self.position = position
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
    let brace = Self.skipTrivia(bytes, from: argumentsEnd, skipper)
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
}
