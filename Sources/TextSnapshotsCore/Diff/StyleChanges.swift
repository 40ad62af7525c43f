import TextUI

/// A run of cells on one row whose style changed the same way between two frames'
/// snapshots: the summary that says "the temperature became an alert" where the diff
/// only says "plane row 1 changed".
///
/// Styles are named as the legend names them: a role by its name (`alert`), a style
/// without one by its colours and attributes (`fg=blue bold`), `plain` for none. When a
/// role keeps its name but changes what it looks like, both are given whole:
/// `alert: fg=red -> alert: fg=magenta`.
struct StyleChange: Equatable, Sendable {
  /// Zero-based row.
  var row: Int
  /// The zero-based columns of the run.
  var columns: ClosedRange<Int>
  /// The old style, as the old legend describes it.
  var old: String
  /// The new style, as the new legend describes it.
  var new: String
}

extension StyleChange {
  /// Every run of restyled cells between `old` and `new`, row by row, left to right.
  ///
  /// Only cells both frames have are compared (a cell only one side has is a text
  /// change); a cell whose text changed is compared too, so a change of both is listed
  /// on both lines of the summary.
  ///
  /// - Complexity: O(cells) of the smaller frame.
  static func between(old: FrameFile, new: FrameFile) -> [StyleChange] {
    guard old.isStyled || new.isStyled else { return [] }
    var changes: [StyleChange] = []
    for row in 0..<min(old.rows.count, new.rows.count) {
      let columns = min(
        CellChange.cells(of: old.rows[row]).count, CellChange.cells(of: new.rows[row]).count)
      for column in 0..<columns {
        let was = old.style(column: column, row: row)
        let now = new.style(column: column, row: row)
        guard was != now else { continue }
        if let last = changes.last, last.row == row, last.columns.upperBound == column - 1,
          last.old == was, last.new == now
        {
          changes[changes.count - 1].columns = last.columns.lowerBound...column
        } else {
          changes.append(StyleChange(row: row, columns: column...column, old: was, new: now))
        }
      }
    }
    return changes
  }

  /// `"3 cells restyled: (4-6,0) style plain -> alert"`, listing at most `limit` runs.
  static func summary(_ changes: [StyleChange], limit: Int = 12) -> String {
    let count = changes.reduce(0) { $0 + $1.columns.count }
    var text = "\(count) \(count == 1 ? "cell" : "cells") restyled: "
    text += changes.prefix(limit).map(\.description).joined(separator: ", ")
    if changes.count > limit { text += ", … and \(changes.count - limit) more" }
    return text
  }

  /// `(col,row) style value -> alert`, or `(first-last,row) …` for a run of cells.
  var description: String {
    let column =
      columns.count == 1 ? "\(columns.lowerBound)" : "\(columns.lowerBound)-\(columns.upperBound)"
    let (was, now) =
      Self.name(old) == Self.name(new) ? (old, new) : (Self.name(old), Self.name(new))
    return
      "(\(column),\(row)) style \(ControlPicture.visible(was)) -> \(ControlPicture.visible(now))"
  }

  /// A legend's description shortened to its role's name, `alert` for
  /// `alert: fg=red bold`; a style without a role is its description.
  static func name(_ description: String) -> String {
    guard let colon = description.range(of: ": ") else { return description }
    return String(description[..<colon.lowerBound])
  }
}

/// The changed cells of a frame's snapshot, text and style apart.
enum FrameChanges {
  /// One line for the cells whose text changed and one for those whose style changed,
  /// each only when there are some; `nil` when neither changed.
  ///
  /// - Parameters:
  ///   - old: The golden's file, or an inline literal's text.
  ///   - new: The new snapshot's, in the same form.
  static func summary(old: String, new: String) -> String? {
    let old = FrameFile(parsing: old)
    let new = FrameFile(parsing: new)
    let cells = CellChange.between(old: old.rows, new: new.rows)
    let styles = StyleChange.between(old: old, new: new)
    let lines = [
      cells.isEmpty ? nil : CellChange.summary(cells),
      styles.isEmpty ? nil : StyleChange.summary(styles),
    ].compactMap { $0 }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
