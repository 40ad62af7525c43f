import TextUI

/// Two frames compared cell by cell, drawn as two grids in their styles' colours with the
/// changed cells marked, and their style planes beside them.
///
/// The cells and their changes come from ``CellChange`` and ``StyleChange``, the same cut
/// by display width that the failure message's summary uses, so the page and the test
/// log always agree on which cells changed. A cell whose text changed is marked as a
/// removal or an addition; a cell whose text stayed and whose style changed is marked
/// *restyled*, differently, so a palette change does not read as new text. Frames of
/// different sizes are compared by position: a cell only one side has is a change,
/// marked on that side.
struct FrameComparison {
  /// Every changed cell, row by row, left to right.
  let changes: [CellChange]
  /// Every run of restyled cells, row by row, left to right.
  let styleChanges: [StyleChange]
  /// The text changes keyed by row, then by column, for drawing.
  private let changesByPosition: [Int: [Int: CellChange]]
  /// The style changes keyed by row, then by column, for drawing.
  private let restylesByPosition: [Int: [Int: StyleChange]]
  /// Whether a row with nothing marked is escaped run by run rather than cell by cell:
  /// the same HTML (tests draw it both ways), in a fraction of the time.
  private var drawsUnchangedRowsWhole = true

  /// The comparison of the golden `old` with the new frame `new`; `cellByCell` draws
  /// every row cell by cell, for tests.
  init(old: FrameFile, new: FrameFile, cellByCell: Bool = false) {
    drawsUnchangedRowsWhole = !cellByCell
    changes = CellChange.between(old: old.rows, new: new.rows)
    styleChanges = StyleChange.between(old: old, new: new)
    var byPosition: [Int: [Int: CellChange]] = [:]
    for change in changes { byPosition[change.row, default: [:]][change.column] = change }
    changesByPosition = byPosition
    var restyles: [Int: [Int: StyleChange]] = [:]
    for change in styleChanges {
      for column in change.columns { restyles[change.row, default: [:]][column] = change }
    }
    restylesByPosition = restyles
  }

  /// A frame compared with itself: nothing changed. What the preview gallery draws a
  /// frame with, without comparing its cells.
  init(unchanged file: FrameFile) {
    (changes, styleChanges, changesByPosition, restylesByPosition) = ([], [], [:], [:])
  }

  /// The number of cells whose style changed.
  var restyledCount: Int { styleChanges.reduce(0) { $0 + $1.columns.count } }

  /// The inside of a `<pre>`: one line per row, each run of cells in one style in a
  /// `<span style="…">` of its colours, each cell whose text changed wrapped in
  /// `<mark class="changed removed">` (`side` `.old`) or `<mark class="changed added">`
  /// (`.new`), and each cell only restyled in `<mark class="restyled">`.
  ///
  /// A wide glyph is written once, however many of its two columns changed; its mark's
  /// `title` lists every change it covers. Rows are joined by "\n" with no newline after
  /// the last, so the grid is exactly as tall as the frame.
  func grid(of file: FrameFile, side: ReportSide) -> String {
    var css: [Character: String] = [:]
    return file.rows.indices.map { row in
      line(file.rows[row], at: row, in: file, side: side, css: &css)
    }.joined(separator: "\n")
  }

  /// The inside of a `<pre>` for `file`'s style plane, its restyled cells marked.
  func plane(of file: FrameFile) -> String {
    file.plane.indices.map { row in
      // A row with nothing restyled: escaped whole, as escaping each symbol would.
      guard restylesByPosition[row] != nil || !drawsUnchangedRowsWhole else {
        return HTMLText.escaped(file.plane[row])
      }
      return Array(file.plane[row]).enumerated().map { column, symbol in
        let text = HTMLText.escaped(String(symbol))
        guard let change = restylesByPosition[row]?[column] else { return text }
        return Self.restyled(text, title: change.description)
      }.joined()
    }.joined(separator: "\n")
  }

  private func line(
    _ row: Substring, at rowIndex: Int, in file: FrameFile, side: ReportSide,
    css: inout [Character: String]
  ) -> String {
    if drawsUnchangedRowsWhole && changesByPosition[rowIndex] == nil
      && restylesByPosition[rowIndex] == nil
    {
      return unchangedLine(row, at: rowIndex, in: file, css: &css)
    }
    let cells = CellChange.cells(of: row).enumerated().map { (column: $0, text: $1) }
    let rowChanges = changesByPosition[rowIndex] ?? [:]
    let rowRestyles = restylesByPosition[rowIndex] ?? [:]
    var html = ""
    // The run of unmarked cells in one style, written as one span when it ends.
    var run = (text: "", style: "")
    func endRun() {
      html += Self.styled(HTMLText.escaped(run.text), css: run.style)
      run.text = ""
    }
    var index = 0
    while index < cells.count {
      let cell = cells[index]
      // A wide glyph is followed by its continuation, which `CellChange` writes as "".
      let isWide = index + 1 < cells.count && cells[index + 1].text.isEmpty
      let span = isWide ? 2 : 1
      let columns = cell.column..<(cell.column + span)
      // Looked up only in a row with changes: most rows of most frames have none.
      let covered = rowChanges.isEmpty ? [] : columns.compactMap { rowChanges[$0] }
      let restyles = rowRestyles.isEmpty ? [] : columns.compactMap { rowRestyles[$0] }
      let symbol = file.symbol(column: cell.column, row: rowIndex)
      let style: String
      if let known = css[symbol] {
        style = known
      } else {
        style = StyleCSS.declarations(for: file.style(of: symbol))
        css[symbol] = style
      }
      if covered.isEmpty && restyles.isEmpty && !isWide {
        if style != run.style {
          endRun()
          run.style = style
        }
        run.text += cell.text
      } else {
        endRun()
        let escaped = HTMLText.escaped(cell.text)
        // A wide glyph gets a box exactly two columns wide: fonts draw emoji and CJK at
        // widths of their own, and the rest of the row must stay on the grid.
        let glyph =
          isWide
          ? "<span class=\"wide\"\(Self.styleAttribute(style))>\(escaped)</span>"
          : Self.styled(escaped, css: style)
        let titles = covered.map(\.description) + restyles.map(\.description)
        if !covered.isEmpty {
          html += side.mark(glyph, title: titles.joined(separator: "; "))
        } else if !restyles.isEmpty {
          html += Self.restyled(glyph, title: titles.joined(separator: "; "))
        } else {
          html += glyph
        }
      }
      index += span
    }
    endRun()
    return html
  }

  /// A row with no change marked: what ``line(_:at:in:side:css:)`` writes for it, each
  /// run of cells in one style escaped and written whole rather than cell by cell (most
  /// rows of a report, and every row of the preview gallery, are such rows).
  private func unchangedLine(
    _ row: Substring, at rowIndex: Int, in file: FrameFile, css: inout [Character: String]
  ) -> String {
    var html = ""
    var run = (start: row.startIndex, style: "")
    var lastSymbol: Character?
    var style = ""
    var column = 0
    var index = row.startIndex
    while index < row.endIndex {
      let character = row[index]
      let symbol = file.symbol(column: column, row: rowIndex)
      if symbol != lastSymbol {
        if let known = css[symbol] {
          style = known
        } else {
          style = StyleCSS.declarations(for: file.style(of: symbol))
          css[symbol] = style
        }
        lastSymbol = symbol
      }
      if DisplayWidth.of(character) == 2 {
        html += Self.styled(HTMLText.escaped(row[run.start..<index]), css: run.style)
        let escaped = HTMLText.escaped(String(character))
        html += "<span class=\"wide\"\(Self.styleAttribute(style))>\(escaped)</span>"
        column += 2
        index = row.index(after: index)
        run.start = index
        continue
      }
      if style != run.style {
        html += Self.styled(HTMLText.escaped(row[run.start..<index]), css: run.style)
        run = (index, style)
      }
      column += 1
      index = row.index(after: index)
    }
    return html + Self.styled(HTMLText.escaped(row[run.start..<row.endIndex]), css: run.style)
  }

  /// `html` in a span drawn in `css`, or as it is when `css` is empty.
  private static func styled(_ html: String, css: String) -> String {
    css.isEmpty || html.isEmpty ? html : "<span\(styleAttribute(css))>\(html)</span>"
  }

  /// ` style="…"`, or nothing for no declarations.
  private static func styleAttribute(_ css: String) -> String {
    css.isEmpty ? "" : " style=\"\(HTMLText.escaped(css))\""
  }

  /// `html` marked as a cell whose style alone changed.
  private static func restyled(_ html: String, title: String) -> String {
    "<mark class=\"restyled\" title=\"\(HTMLText.escaped(title))\">\(html)</mark>"
  }
}
