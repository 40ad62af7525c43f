import TextUI

extension FrameFile {
  /// The rows and the style section after a text redaction replaced `ranges` of `text`
  /// (``rows`` joined by `"\n"`) with `replacement`, the plane redacted in step.
  ///
  /// A replacement as wide as what it replaces would leave the plane as it was; one that
  /// is wider or narrower moves the rest of the row. So the plane is rebuilt cell by cell
  /// beside the rows: a kept cell keeps its symbol, a removed one loses it, and the
  /// replacement's cells all take the symbol of the first cell it replaced (its own
  /// style, so `[place]` in an alert is still an alert). Every plane row then stays as
  /// wide as its text row, and each style change still lines up under its text. A legend
  /// line whose symbol no longer marks any cell is left out.
  ///
  /// - Parameters:
  ///   - ranges: The matches, in order and not overlapping, as `matches(of:)` gives them.
  ///   - text: The rows joined by `"\n"`, which `ranges` index.
  ///   - replacement: What each match is written as.
  /// - Returns: The redacted rows joined by `"\n"`, and the style section as
  ///   ``styleSection`` writes it.
  func redacting(_ ranges: [Range<String.Index>], of text: String, with replacement: String)
    -> (rows: String, styleSection: String)
  {
    var walk = RedactionWalk(file: self)
    var position = text.startIndex
    for range in ranges {
      walk.keep(text[position..<range.lowerBound])
      let symbol = walk.symbolHere
      walk.skip(text[range])
      walk.insert(replacement, symbol: symbol)
      position = range.upperBound
    }
    walk.keep(text[position...])
    walk.endRow()
    let used = Set(walk.plane.joined())
    let legend = legendLines.filter { line in line.first.map(used.contains) ?? true }
    let section = [Substring(SnapshotFormat.stylesMarker)] + walk.plane.map { "|\($0)|" } + legend
    return (walk.rows, section.map { $0 + "\n" }.joined())
  }
}

/// The walk through a frame's rows that builds the redacted rows and plane together.
private struct RedactionWalk {
  let file: FrameFile
  private(set) var rows = ""
  private(set) var plane: [String] = []
  private var planeRow = ""
  private var row = 0
  private var column = 0

  init(file: FrameFile) { self.file = file }

  /// The symbol of the cell the walk has reached in the original plane.
  var symbolHere: Character { file.symbol(column: column, row: row) }

  /// Copies `text` and each cell's symbol.
  mutating func keep(_ text: Substring) {
    for character in text {
      guard character != "\n" else {
        nextRow()
        continue
      }
      rows.append(character)
      for offset in 0..<DisplayWidth.of(character) {
        planeRow.append(file.symbol(column: column + offset, row: row))
      }
      column += DisplayWidth.of(character)
    }
  }

  /// Passes over `text`, writing none of it.
  mutating func skip(_ text: Substring) {
    for character in text {
      if character == "\n" {
        row += 1
        column = 0
      } else {
        column += DisplayWidth.of(character)
      }
    }
  }

  /// Writes `text`, every cell of it marked `symbol`.
  mutating func insert(_ text: String, symbol: Character) {
    for character in text {
      guard character != "\n" else {
        endRow()
        rows.append("\n")
        continue
      }
      rows.append(character)
      planeRow.append(String(repeating: symbol, count: DisplayWidth.of(character)))
    }
  }

  /// Ends the plane's row being written.
  mutating func endRow() {
    plane.append(planeRow)
    planeRow = ""
  }

  /// Ends the row in the rows and the plane alike, and moves to the next.
  private mutating func nextRow() {
    endRow()
    rows.append("\n")
    row += 1
    column = 0
  }
}
