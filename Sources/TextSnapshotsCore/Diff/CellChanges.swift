import TextUI

/// The cells that differ between two frames' fenced rows: the summary that says "the
/// degree sign moved" when a line diff only says "row 3 changed".
///
/// Rows are cut into cells by display width, as the frame laid them out: a wide
/// glyph's second cell is its continuation and prints as `''`.
struct CellChange: Equatable, Sendable {
  /// Zero-based column.
  var column: Int
  /// Zero-based row.
  var row: Int
  /// The old cell's text; `nil` when the old frame had no such cell.
  var old: String?
  /// The new cell's text; `nil` when the new frame has no such cell.
  var new: String?
}

extension CellChange {
  /// Every changed cell between `old` and `new` rows, row by row, left to right.
  ///
  /// - Complexity: O(cells) of the larger frame.
  static func between(old: [Substring], new: [Substring]) -> [CellChange] {
    var changes: [CellChange] = []
    for row in 0..<max(old.count, new.count) {
      let before = row < old.count ? cells(of: old[row]) : []
      let after = row < new.count ? cells(of: new[row]) : []
      for column in 0..<max(before.count, after.count) {
        let was = column < before.count ? before[column] : nil
        let now = column < after.count ? after[column] : nil
        if was != now { changes.append(CellChange(column: column, row: row, old: was, new: now)) }
      }
    }
    return changes
  }

  /// `"3 cells changed: (4,0) 'a' -> 'b', …"`, listing at most `limit` cells.
  static func summary(_ changes: [CellChange], limit: Int = 12) -> String {
    let noun = changes.count == 1 ? "cell" : "cells"
    var text = "\(changes.count) \(noun) changed: "
    text += changes.prefix(limit).map(\.description).joined(separator: ", ")
    if changes.count > limit { text += ", … and \(changes.count - limit) more" }
    return text
  }

  /// `(col,row) 'a' -> 'b'`, with `none` for a cell one frame does not have. The quotes
  /// already show a blank cell, so only control characters are made visible.
  var description: String {
    func quoted(_ cell: String?) -> String {
      guard let cell else { return "none" }
      return cell == " " ? "' '" : "'\(VisibleText.make(cell))'"
    }
    return "(\(column),\(row)) \(quoted(old)) -> \(quoted(new))"
  }

  /// The row's cells: one per column, `""` for a wide glyph's continuation. The report
  /// cuts rows by the same rule.
  static func cells(of row: Substring) -> [String] {
    var cells: [String] = []
    cells.reserveCapacity(row.utf8.count)
    for character in row {
      cells.append(String(character))
      if DisplayWidth.of(character) == 2 { cells.append("") }
    }
    return cells
  }
}
