/// The bytes of a Swift source file with its line starts, to turn `#line`/`#column`
/// positions into byte offsets and back.
///
/// It works on UTF-8 bytes rather than `Character`s: the compiler counts columns in
/// bytes, and `"\r\n"` is one `Character`, which would make offsets drift in a CRLF file.
package struct SourceText: Sendable {
  package private(set) var bytes: [UInt8]
  /// The offset of each line's first byte; `lineStarts[0]` is 0.
  private var lineStarts: [Int] = [0]

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(offset + 1)
    }
  }

  /// The offset of `position`, or `nil` when the file has no such line or column.
  package func offset(of position: SourcePosition) -> Int? {
    guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else {
      return nil
    }
    let offset = lineStarts[position.line - 1] + position.column - 1
    let lineEnd = position.line < lineStarts.count ? lineStarts[position.line] : bytes.count
    return offset < lineEnd ? offset : nil
  }

  /// The position of the byte at `offset`.
  package func position(of offset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The spaces and tabs that start the line holding `offset`.
  package func indentation(ofLineAt offset: Int) -> [UInt8] {
    let start = lineStarts[position(of: offset).line - 1]
    return Array(bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
  }

  /// The file's line ending: CRLF when its first line ends with one, LF otherwise, so
  /// that a rewritten literal matches the lines around it.
  package var lineEnding: [UInt8] {
    guard lineStarts.count > 1, lineStarts[1] >= 2, bytes[lineStarts[1] - 2] == UInt8(ascii: "\r")
    else { return [UInt8(ascii: "\n")] }
    return [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
  }

  /// Replaces the bytes in `range` with `replacement` and says how positions move.
  package mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) -> SourceEdit {
    let start = position(of: range.lowerBound)
    let end = position(of: range.upperBound)
    var updated = bytes
    updated.replaceSubrange(range, with: replacement)
    self = SourceText(updated)
    let newEnd = position(of: range.lowerBound + replacement.count)
    return SourceEdit(start: start, end: end, newEnd: newEnd)
  }
}
