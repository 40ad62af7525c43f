/// Two frames compared cell by cell, drawn as two grids with the changed cells marked.
///
/// The cells and their changes come from ``CellChange``, the same cut by display width
/// that the failure message's `(col,row) 'a' -> 'b'` summary uses, so the page and the
/// test log always agree on which cells changed. Frames of different sizes are compared
/// by position: a cell only one side has is a change, marked on that side.
struct FrameComparison {
  /// Every changed cell, row by row, left to right.
  let changes: [CellChange]
  /// The changes keyed by row, then by column, for drawing.
  private let changesByPosition: [Int: [Int: CellChange]]

  /// The comparison of the golden's rows `old` with the new rows `new`.
  init(old: [Substring], new: [Substring]) {
    changes = CellChange.between(old: old, new: new)
    var byPosition: [Int: [Int: CellChange]] = [:]
    for change in changes { byPosition[change.row, default: [:]][change.column] = change }
    changesByPosition = byPosition
  }

  /// The inside of a `<pre>`: one line per row, each changed glyph wrapped in
  /// `<mark class="changed removed">` (`side` `.old`) or `<mark class="changed added">`
  /// (`.new`), and each run of unchanged cells written as plain escaped text.
  ///
  /// A wide glyph is written once, however many of its two columns changed; its mark's
  /// `title` lists every change it covers. Rows are joined by "\n" with no newline after
  /// the last, so the grid is exactly as tall as the frame.
  func grid(of rows: [Substring], side: ReportSide) -> String {
    rows.indices.map { line(rows[$0], at: $0, side: side) }.joined(separator: "\n")
  }

  private func line(_ row: Substring, at rowIndex: Int, side: ReportSide) -> String {
    let cells = CellChange.cells(of: row).enumerated().map { (column: $0, text: $1) }
    let rowChanges = changesByPosition[rowIndex] ?? [:]
    var html = ""
    var unchanged = ""
    var index = 0
    while index < cells.count {
      let cell = cells[index]
      // A wide glyph is followed by its continuation, which `CellChange` writes as "".
      let isWide = index + 1 < cells.count && cells[index + 1].text.isEmpty
      let span = isWide ? 2 : 1
      let covered = (cell.column..<(cell.column + span)).compactMap { rowChanges[$0] }
      if covered.isEmpty && !isWide {
        unchanged += cell.text
      } else {
        html += HTMLText.escaped(unchanged)
        unchanged = ""
        // A wide glyph gets a box exactly two columns wide: fonts draw emoji and CJK at
        // widths of their own, and the rest of the row must stay on the grid.
        let glyph =
          isWide
          ? "<span class=\"wide\">\(HTMLText.escaped(cell.text))</span>"
          : HTMLText.escaped(cell.text)
        if covered.isEmpty {
          html += glyph
        } else {
          html += side.mark(glyph, title: covered.map(\.description).joined(separator: "; "))
        }
      }
      index += span
    }
    return html + HTMLText.escaped(unchanged)
  }

}
