/// A place in a Swift source file as the compiler names it: a 1-based line and a
/// 1-based column counted in UTF-8 bytes, which is what `#line` and `#column` give.
///
/// For a call such as `assertInlineSnapshot(of: x) { … }`, `#column` points at the
/// opening parenthesis of the argument list, not at the function's name.
package struct SourcePosition: Hashable, Comparable, Codable, Sendable {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// One replacement made in a source file: the text from `start` up to `end` (exclusive)
/// became text ending at `newEnd`.
///
/// Positions after the replaced text move with it; this is how the pending entries and
/// the other assertions of a file keep pointing at their calls after one literal grew
/// or shrank, whatever order the edits come in.
package struct SourceEdit: Codable, Equatable, Sendable {
  package var start: SourcePosition
  package var end: SourcePosition
  package var newEnd: SourcePosition

  /// Where `position`, taken before this edit, is after it. A position before the
  /// replaced text stays; one inside it cannot be mapped and stays too (no call starts
  /// inside another call's literal).
  package func map(_ position: SourcePosition) -> SourcePosition {
    guard position >= end else { return position }
    if position.line == end.line {
      return SourcePosition(line: newEnd.line, column: newEnd.column + position.column - end.column)
    }
    return SourcePosition(line: position.line + newEnd.line - end.line, column: position.column)
  }
}
