@testable import TextSnapshotsCore

/// Test sources for inline snapshots: where their calls are, as `#line` and `#column`
/// would say, and rewriting one as a test run would.
enum InlineSource {
  /// The position of the opening parenthesis of every `assertInlineSnapshot(` in
  /// `text`, in order: what the compiler passes as `#line` and `#column` (columns in
  /// UTF-8 bytes).
  static func calls(in text: String) -> [SourcePosition] {
    var positions: [SourcePosition] = []
    let name = Array("assertInlineSnapshot(".utf8)
    let bytes = Array(text.utf8)
    var line = 1
    var lineStart = 0
    for index in bytes.indices {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      } else if bytes[index...].starts(with: name) {
        positions.append(SourcePosition(line: line, column: index + name.count - lineStart))
      }
    }
    return positions
  }

  /// `text` with the literal of the call at `position` holding `new`.
  static func rewriting(_ text: String, at position: SourcePosition, with new: String) throws
    -> String
  {
    var source = SourceText(Array(text.utf8))
    let site = try InlineSnapshotSite(in: source, at: position, file: "Tests/T/FooTests.swift")
    _ = site.rewrite(&source, with: new)
    return String(decoding: source.bytes, as: UTF8.self)
  }
}
