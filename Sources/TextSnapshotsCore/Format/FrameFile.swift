/// A frame's snapshot read back into its parts: the text rows, and the style plane and
/// legend when it has a style section (see ``SnapshotFormat/fenced(_:styles:)``).
///
/// It reads a whole file or an inline literal (no header) alike, and anything a person
/// may have edited by hand: a line that is not fenced is kept whole, as
/// ``SnapshotFormat/rows(of:)`` keeps it, and a symbol missing from the legend is
/// reported as such rather than trusted.
struct FrameFile {
  /// The text rows, without fences.
  private(set) var rows: [Substring] = []
  /// The style plane's rows, without fences; empty without a style section.
  private(set) var plane: [Substring] = []
  /// The plane's symbols, row by row: one per cell.
  private var symbols: [[Character]] = []
  /// The legend's lines as written, `a alert: fg=red bold`.
  private(set) var legendLines: [Substring] = []
  /// What each symbol of the plane stands for: `alert: fg=red bold`, `fg=blue`.
  private(set) var legend: [Character: String] = [:]
  /// Whether the file has a style section.
  private(set) var isStyled = false

  /// The parts of `file`, a snapshot file or an inline literal's text.
  init(parsing file: String) {
    var lines = Self.lines(of: file)
    if lines.last == "" { lines.removeLast() }
    if let first = lines.first, first.hasPrefix(SnapshotFormat.headerPrefix) {
      lines.removeFirst()
    }
    for line in lines {
      if !isStyled && line == SnapshotFormat.stylesMarker {
        isStyled = true
      } else if !isStyled {
        rows.append(Self.unfenced(line))
      } else if Self.isFenced(line) {
        plane.append(Self.unfenced(line))
        symbols.append(Array(Self.unfenced(line)))
      } else {
        legendLines.append(line)
        if let symbol = line.first, line.dropFirst().first == " " {
          legend[symbol] = String(line.dropFirst(2))
        }
      }
    }
  }

  /// The style section as written after the rows: marker, fenced plane, legend, each
  /// line ending in a newline; empty for a file without one.
  var styleSection: String {
    guard isStyled else { return "" }
    let lines = [Substring(SnapshotFormat.stylesMarker)] + plane.map { "|\($0)|" } + legendLines
    return lines.map { $0 + "\n" }.joined()
  }

  /// The symbol the plane shows at a cell: ``StyleLegend/plainSymbol`` where the plane
  /// has none.
  func symbol(column: Int, row: Int) -> Character {
    guard row < symbols.count, column < symbols[row].count else { return StyleLegend.plainSymbol }
    return symbols[row][column]
  }

  /// What the style at a cell is, as the legend says it: `plain`, `alert: fg=red bold`,
  /// `fg=blue`, or the symbol and `(not in the legend)` for a hand-edited plane.
  func style(column: Int, row: Int) -> String {
    style(of: symbol(column: column, row: row))
  }

  /// What `symbol` stands for, as ``style(column:row:)`` says it.
  func style(of symbol: Character) -> String {
    if symbol == StyleLegend.plainSymbol { return "plain" }
    return legend[symbol] ?? "\(symbol) (not in the legend)"
  }

  /// `file` split at each line feed, as `split(separator: "\n")` splits it, without
  /// keeping empty lines out, but reading bytes rather than graphemes: a line feed is a
  /// grapheme of its own except after a carriage return, whose "\r\n" is one (and
  /// then not a "\n"), so a byte 0x0A not after 0x0D is exactly where a split falls.
  private static func lines(of file: String) -> [Substring] {
    var lines: [Substring] = []
    let utf8 = file.utf8
    var start = utf8.startIndex
    var previous: UInt8 = 0
    var index = start
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
        lines.append(file[start..<index])
        start = utf8.index(after: index)
      }
      previous = byte
      index = utf8.index(after: index)
    }
    lines.append(file[start..<utf8.endIndex])
    return lines
  }

  /// Whether `line` is `|…|`. (Two bytes are two graphemes when the first and last are
  /// both "|": one grapheme that is "|" is one byte.)
  private static func isFenced(_ line: Substring) -> Bool {
    line.utf8.count >= 2 && line.first == "|" && line.last == "|"
  }

  private static func unfenced(_ line: Substring) -> Substring {
    isFenced(line) ? line.dropFirst().dropLast() : line
  }
}
