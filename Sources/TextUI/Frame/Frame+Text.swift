// MARK: - Text output

extension Frame {
  /// The frame as text: rows joined by `"\n"` (no final newline).
  ///
  /// - Parameter trimmingTrailingSpaces: drop spaces at the end of each row, for output
  ///   meant for a log rather than a fixed grid.
  /// - Complexity: O(cells); the text is built in one UTF-8 buffer.
  public func text(trimmingTrailingSpaces: Bool = false) -> String {
    String(decoding: utf8(trimmingTrailingSpaces: trimmingTrailingSpaces), as: UTF8.self)
  }

  /// The rows as strings.
  public var rows: [String] {
    text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The frame as UTF-8 bytes, rows joined by `"\n"`: the form written to a terminal or
  /// a file without an intermediate `String`.
  ///
  /// - Parameter trimmingTrailingSpaces: drop spaces at the end of each row.
  /// - Complexity: O(cells). The buffer is sized once, up front.
  public func utf8(trimmingTrailingSpaces: Bool = false) -> [UInt8] {
    var capacity = cells.count * 4 + height
    if !pool.isEmpty {
      for cell in cells where cell.isPooled { capacity += pool[cell.clusterIndex].count }
    }
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      cells.withUnsafeBufferPointer { cells in
        var out = 0
        for row in 0..<height {
          var rowEnd = out  // just past the last byte worth keeping in this row
          for cell in cells[(row * width)..<((row + 1) * width)] {
            let value = cell.rawValue
            if value < 0x80 {
              buffer[out] = UInt8(truncatingIfNeeded: value)
              out += 1
              if value != 0x20 || !trimmingTrailingSpaces { rowEnd = out }
              continue
            }
            if cell.isContinuation { continue }
            // NB: the closure advances a copy of `out`; capturing `out` itself keeps it out
            // of a register for the whole loop, which made this function ~20% slower.
            var end = out
            forEachUTF8Byte(of: cell) { byte in
              buffer[end] = byte
              end += 1
            }
            out = end
            rowEnd = out
          }
          out = rowEnd
          if row < height - 1 {
            buffer[out] = 0x0A
            out += 1
          }
        }
        count = out
      }
    }
  }

  /// Passes each UTF-8 byte that `cell` draws to `body`, in order: nothing for a
  /// continuation cell, the cluster's bytes for a pooled cell.
  ///
  /// This is the one place that turns a cell into bytes, shared by
  /// ``utf8(trimmingTrailingSpaces:)`` and the terminal output, so both write exactly the
  /// same text. Taking a closure lets each caller write into its own kind of buffer
  /// without an intermediate array.
  @inline(__always)
  func forEachUTF8Byte(of cell: Cell, _ body: (UInt8) -> Void) {
    let value = cell.rawValue
    if value < 0x80 {
      body(UInt8(truncatingIfNeeded: value))
    } else if cell.isContinuation {
      return
    } else if cell.isPooled {
      for byte in pool[cell.clusterIndex] { body(byte) }
    } else {
      Frame.encodeUTF8(value, body)
    }
  }

  /// Passes the UTF-8 form of a non-ASCII scalar value to `body`, a byte at a time.
  @inline(__always)
  private static func encodeUTF8(_ value: UInt32, _ body: (UInt8) -> Void) {
    if value < 0x800 {
      body(UInt8(0xC0 | value >> 6))
      body(UInt8(0x80 | value & 0x3F))
      return
    }
    if value < 0x10000 {
      body(UInt8(0xE0 | value >> 12))
      body(UInt8(0x80 | value >> 6 & 0x3F))
      body(UInt8(0x80 | value & 0x3F))
      return
    }
    body(UInt8(0xF0 | value >> 18))
    body(UInt8(0x80 | value >> 12 & 0x3F))
    body(UInt8(0x80 | value >> 6 & 0x3F))
    body(UInt8(0x80 | value & 0x3F))
  }
}

extension Frame: CustomStringConvertible {
  /// The frame's text, as ``text(trimmingTrailingSpaces:)`` renders it.
  public var description: String { text() }
}
