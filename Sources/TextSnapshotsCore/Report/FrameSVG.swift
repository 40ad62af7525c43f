import TextUI

/// A frame drawn as an SVG image on a grid of monospace cells, in its styles' colours:
/// what `stratus render <screen> --svg FILE` writes, and the README's picture of the Now
/// screen.
///
/// Like the report and the gallery, it draws the frame's snapshot form (the text rows,
/// the style plane and the legend), so an image shows the styles as declared, whatever
/// the terminal, `NO_COLOR` or `--color` say, and the same frame always gives the same
/// bytes. Colours are read by ``StyleLook``, which ``StyleCSS`` shares: named and indexed
/// colours in xterm's palette, on the dark scheme of the report's frames.
///
/// Every cell has a fixed place, so the image keeps the frame's columns whatever font
/// draws it: each row is one `<text>`, each run of cells in one style a `<tspan>` placed
/// at its column and held to its width (`textLength`), and a wide glyph (CJK, most
/// emoji) its own `<tspan>` two cells wide. A background colour is a `<rect>` per run,
/// drawn below the text. Cells are 6 by 12 units of a 10-unit font (shown 1.5 times
/// larger), a terminal's proportions.
package enum FrameSVG {
  /// The image of `frame`: a standalone SVG document, ending with a newline.
  ///
  /// - Complexity: O(cells).
  package static func image(of frame: Frame) -> String {
    let file = FrameFile(parsing: SnapshotFormat.fenced(frame))
    let width = frame.width * cellWidth
    let height = frame.height * rowHeight
    var looks: [Character: StyleLook] = [:]
    let rows = file.rows.indices.map { row in
      Row(file.rows[row], at: row, in: file, looks: &looks)
    }
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width * 3 / 2)" height="\(height * 3 / 2)" \
      viewBox="0 0 \(width) \(height)" xml:space="preserve">
      <style>text { font-family: \(ReportStyle.monospaceFonts); font-size: \(fontSize)px; \
      white-space: pre; font-variant-ligatures: none; }</style>
      <rect width="\(width)" height="\(height)" fill="\(background)"/>

      """
    for row in rows { svg += row.backgrounds() }
    svg += "<g fill=\"\(foreground)\">\n"
    for row in rows { svg += row.text() }
    return svg + "</g>\n</svg>\n"
  }

  /// The default colours: the report's frames in its dark scheme, which most terminal
  /// themes resemble.
  static let foreground = "#e6edf3"
  static let background = "#0d1117"

  /// A cell's size and the font's, in the image's units.
  static let cellWidth = 6
  static let rowHeight = 12
  static let fontSize = 10
  /// How far below a row's top its text sits: the font's ascent, about 0.8 of its size,
  /// a little lower to centre the glyphs in the row.
  static let baseline = 9

  // MARK: - Rows

  /// One row cut into runs of cells in one look.
  private struct Row {
    /// A run: its first column, its width in cells, its text and how it looks.
    struct Run {
      var column: Int
      var cells: Int
      var text: String
      var look: StyleLook
      /// Whether it is one wide glyph, which no other cell joins.
      var isWide: Bool
    }

    let index: Int
    private(set) var runs: [Run] = []

    /// The runs of `row`: a new run where the style changes, and a wide glyph alone.
    init(
      _ row: Substring, at index: Int, in file: FrameFile, looks: inout [Character: StyleLook]
    ) {
      self.index = index
      let cells = CellChange.cells(of: row)
      var column = 0
      while column < cells.count {
        // A wide glyph is followed by its continuation, which `CellChange` writes as "".
        let isWide = column + 1 < cells.count && cells[column + 1].isEmpty
        let symbol = file.symbol(column: column, row: index)
        let look = looks[symbol] ?? StyleLook(legend: file.style(of: symbol))
        looks[symbol] = look
        if !isWide, let last = runs.last, !last.isWide, last.look == look {
          runs[runs.count - 1].text += cells[column]
          runs[runs.count - 1].cells += 1
        } else {
          runs.append(
            Run(
              column: column, cells: isWide ? 2 : 1, text: cells[column], look: look,
              isWide: isWide))
        }
        column += isWide ? 2 : 1
      }
    }

    /// A `<rect>` for each run with a background colour.
    func backgrounds() -> String {
      runs.compactMap { run -> String? in
        guard let fill = FrameSVG.colors(of: run.look).background else { return nil }
        return "<rect x=\"\(run.column * cellWidth)\" y=\"\(index * rowHeight)\" "
          + "width=\"\(run.cells * cellWidth)\" height=\"\(rowHeight)\" fill=\"\(fill)\"/>\n"
      }.joined()
    }

    /// The row's `<text>`, a `<tspan>` per run with something to draw; nothing for a
    /// blank row.
    func text() -> String {
      let spans = runs.compactMap(FrameSVG.tspan(for:))
      guard !spans.isEmpty else { return "" }
      return "<text y=\"\(index * rowHeight + baseline)\">" + spans.joined() + "</text>\n"
    }
  }

  // MARK: - Runs

  /// A run's `<tspan>`, or `nil` for blanks with no line through them, which draw
  /// nothing over their background.
  ///
  /// Such blanks are also cut from either end of a run, which only moves where its text
  /// starts: a font need not stretch spaces to the run's width.
  private static func tspan(for run: Row.Run) -> String? {
    var run = run
    let decorations = run.look.decorations
    if decorations.isEmpty {
      let leading = run.text.prefix { $0 == " " }.count
      guard leading < run.text.count else { return nil }
      let trailing = run.text.reversed().prefix { $0 == " " }.count
      run.text = String(run.text.dropFirst(leading).dropLast(trailing))
      run.column += leading
      run.cells -= leading + trailing
    }
    var attributes = "x=\"\(run.column * cellWidth)\" textLength=\"\(run.cells * cellWidth)\""
    attributes += " lengthAdjust=\"spacingAndGlyphs\""
    if let fill = colors(of: run.look).foreground { attributes += " fill=\"\(fill)\"" }
    if run.look.isBold { attributes += " font-weight=\"bold\"" }
    if run.look.isItalic { attributes += " font-style=\"italic\"" }
    if run.look.isDim { attributes += " fill-opacity=\"0.6\"" }
    if !decorations.isEmpty {
      attributes += " text-decoration=\"\(decorations.joined(separator: " "))\""
    }
    return "<tspan \(attributes)>\(HTMLText.escaped(run.text))</tspan>"
  }

  /// A look's colours, reverse video swapping in the defaults.
  private static func colors(of look: StyleLook) -> (foreground: String?, background: String?) {
    look.drawnColors(foreground: foreground, background: background)
  }
}
