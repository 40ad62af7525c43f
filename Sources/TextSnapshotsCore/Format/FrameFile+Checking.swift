import TextUI

extension FrameFile {
  /// What ``FrameFile/checked(_:)`` learns of a style section as the parser reads it,
  /// line by line, and the first problem it finds.
  struct Check {
    /// The first problem by line number.
    private(set) var problem: MalformedSnapshot?
    /// The line of the `# styles` marker.
    var markerLine = 0
    /// The line of each plane row, top to bottom.
    private var planeLines: [Int] = []
    /// The line on which the legend lists each symbol.
    private var legendLineOf: [Character: Int] = [:]
    /// Whether a legend line has been read: the plane must come before the legend.
    private var inLegend = false

    /// Keeps `reason` at `line` when it comes before every problem found so far: the
    /// plane's symbols are checked only once the legend is read, below them.
    mutating func note(_ line: Int, _ reason: String) {
      guard problem.map({ line < $0.line }) ?? true else { return }
      problem = MalformedSnapshot(line: line, reason: reason)
    }

    /// A fenced line after the marker: a row of the plane.
    mutating func planeRow(at line: Int) {
      planeLines.append(line)
      if inLegend { note(line, "a plane row after the legend; the plane comes first") }
    }

    /// An unfenced line after the marker: a legend line, `a alert: fg=red bold`.
    mutating func legendLine(_ text: Substring, at line: Int) {
      inLegend = true
      guard let symbol = text.first, text.dropFirst().first == " ", text.count > 2 else {
        note(
          line,
          """
          this is neither a plane row between | fences nor a legend line (a symbol, a \
          space and a style, such as "a alert: fg=red bold")
          """)
        return
      }
      if symbol == StyleLegend.plainSymbol {
        note(line, "\".\" marks a plain cell; the legend cannot give it a style")
      } else if let first = legendLineOf[symbol] {
        note(line, "the legend lists \"\(symbol)\" twice (first on line \(first))")
      } else {
        legendLineOf[symbol] = line
      }
      // The overflow line says how many styles share `?`; it is no style.
      guard symbol != StyleLegend.overflowSymbol else { return }
      if let reason = Style.problem(inLegend: String(text.dropFirst(2))) { note(line, reason) }
    }

    /// The checks that need the whole section: a plane row per row of text, and every
    /// symbol of the plane in the legend.
    mutating func finish(rows: Int, symbols: [[Character]], isStyled: Bool) {
      guard isStyled else { return }
      if planeLines.count != rows {
        let noun = planeLines.count == 1 ? "row" : "rows"
        note(
          markerLine,
          "the style plane has \(planeLines.count) \(noun) for \(rows) rows of text")
      }
      for (row, line) in zip(symbols, planeLines).enumerated() {
        guard
          let column = line.0.firstIndex(where: {
            $0 != StyleLegend.plainSymbol && legendLineOf[$0] == nil
          })
        else { continue }
        note(
          line.1,
          "cell (\(column),\(row)) is marked \"\(line.0[column])\", which the legend does not list"
        )
      }
    }
  }
}
