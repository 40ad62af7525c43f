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

  /// How the file breaks the format, when it was parsed by ``checked(_:)``; `nil` for a
  /// well-formed file, or one parsed by ``init(parsing:)``, which does not look.
  private(set) var problem: MalformedSnapshot?

  /// The parts of `file`, a snapshot file or an inline literal's text, read leniently:
  /// whatever a hand edit left is read as well as it can be (see ``checked(_:)``).
  init(parsing file: String) {
    self.init(file, checking: false)
  }

  /// The parts of `file`, a whole snapshot file, checked against the format: every row
  /// fenced, and a style section whose plane has a row per row of text and marks cells
  /// only with symbols its legend lists, whose legend lists each symbol once, and whose
  /// styles are made of words ``Style/description`` writes.
  ///
  /// - Throws: ``MalformedSnapshot`` for the first problem in the file, by line.
  static func checked(_ file: String) throws(MalformedSnapshot) -> FrameFile {
    let parsed = FrameFile(file, checking: true)
    if let problem = parsed.problem { throw problem }
    return parsed
  }

  /// The one parser behind ``init(parsing:)`` and ``checked(_:)``: with `checking`, it
  /// also notes the first problem in ``problem``.
  private init(_ file: String, checking: Bool) {
    var lines = Self.lines(of: file)
    if lines.last == "" { lines.removeLast() }
    var number = 0
    if let first = lines.first, first.hasPrefix(SnapshotFormat.headerPrefix) {
      lines.removeFirst()
      number = 1
    }
    var check = checking ? Check() : nil
    for line in lines {
      number += 1
      if !isStyled && line == SnapshotFormat.stylesMarker {
        isStyled = true
        check?.markerLine = number
      } else if !isStyled {
        rows.append(Self.unfenced(line))
        if checking && !Self.isFenced(line) {
          check?.note(number, "this row is not between | fences")
        }
      } else if Self.isFenced(line) {
        plane.append(Self.unfenced(line))
        symbols.append(Array(Self.unfenced(line)))
        check?.planeRow(at: number)
      } else {
        legendLines.append(line)
        if let symbol = line.first, line.dropFirst().first == " " {
          legend[symbol] = String(line.dropFirst(2))
        }
        check?.legendLine(line, at: number)
      }
    }
    if var check {
      check.finish(rows: rows.count, symbols: symbols, isStyled: isStyled)
      problem = check.problem
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
