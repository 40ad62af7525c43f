/// A fixed grid of terminal cells: what every view renders into, what snapshots compare
/// and what the terminal shows.
///
/// A frame is `width x height` ``Cell``s in one flat row-major buffer. It always has
/// exactly that many cells, whatever is drawn into it: writes outside the grid are
/// ignored, a wide glyph that would straddle the right edge becomes a space, and
/// overwriting half of a wide glyph blanks its other half, so a frame never holds a
/// split glyph.
///
/// ```swift
/// var frame = Frame(width: 4, height: 1)
/// frame.put("東", x: 0, y: 0)   // columns 0 and 1
/// frame.put("a", x: 1, y: 0)    // overwrites the right half: column 0 becomes " "
/// frame.text()                  // " a  "
/// ```
public struct Frame: Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row.
  var cells: [Cell]
  /// The multi-scalar clusters the cells refer to.
  var pool = GraphemePool()
  /// The cells' styles; empty (and free) until a cell is given one.
  var styles = StylePlane()

  /// The largest width or height a frame accepts; larger requests are clamped to it.
  ///
  /// A terminal is never this large, and the limit keeps a mistaken `--width 1e12`
  /// from asking for terabytes.
  public static let maximumDimension = 10_000

  /// Creates a blank frame.
  ///
  /// Negative dimensions are clamped to zero and dimensions above
  /// ``maximumDimension`` to that maximum, so any requested size yields a valid frame.
  public init(width: Int, height: Int) {
    self.init(size: Size(width: width, height: height), filledWith: .blank)
  }

  /// Creates a frame of `size` (clamped as above) with every cell set to `cell`.
  init(size: Size, filledWith cell: Cell) {
    let size = Frame.acceptedSize(size)
    self.width = size.width
    self.height = size.height
    self.cells = Array(repeating: cell, count: size.width * size.height)
  }

  /// The size a frame is made with when `size` is asked for: each dimension clamped to
  /// `0...maximumDimension`.
  public static func acceptedSize(_ size: Size) -> Size {
    Size(
      width: min(size.width, maximumDimension), height: min(size.height, maximumDimension))
  }

  /// Creates a blank frame of `size`.
  public init(size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// The frame's extent.
  public var size: Size { Size(width: width, height: height) }

  /// The frame's extent as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }
}

// MARK: - Reading

extension Frame {
  /// The raw cell at a position, or `nil` outside the frame.
  public func cell(x: Int, y: Int) -> Cell? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    return cells[y * width + x]
  }

  /// The style of the cell at a position (a continuation cell has its lead's), or `nil`
  /// outside the frame.
  public func style(x: Int, y: Int) -> Style? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    return styles.style(ofCell: y * width + x)
  }

  /// The frame's distinct styles, entry 0 plain: what ``styleIndex(x:y:)`` indexes.
  /// For the snapshot library, which names each style once rather than once a cell.
  package var styleTable: [Style] { styles.table }

  /// The index in ``styleTable`` of the style of the cell at a position (a continuation
  /// cell has its lead's); the position must be inside the frame.
  package func styleIndex(x: Int, y: Int) -> Int {
    Int(styles[cell: y * width + x])
  }

  /// The style indices of every cell, row-major (see ``styleIndex(x:y:)``); empty while
  /// every cell is plain.
  package var styleIndices: [UInt16] { styles.indices }

  /// Whether any cell has a style other than ``Style/plain``: whether the frame needs
  /// more than its text to be shown as drawn.
  public var hasStyledCells: Bool {
    styles.indices.contains { $0 != 0 }
  }

  /// The grapheme drawn at a position: `""` for the right half of a wide glyph and
  /// outside the frame.
  public subscript(x: Int, y: Int) -> String {
    guard let cell = cell(x: x, y: y), !cell.isContinuation else { return "" }
    return String(decoding: bytes(of: cell), as: UTF8.self)
  }

  /// The UTF-8 bytes a cell draws (empty for a continuation cell).
  func bytes(of cell: Cell) -> [UInt8] {
    if cell.isContinuation { return [] }
    if cell.isPooled { return pool[cell.clusterIndex] }
    var bytes: [UInt8] = []
    UTF8.encode(Unicode.Scalar(cell.rawValue) ?? "\u{FFFD}") { bytes.append($0) }
    return bytes
  }
}

// MARK: - Writing

extension Frame {
  /// Draws one grapheme with its left column at `(x, y)`, made safe first, in `style`.
  ///
  /// Controls become visible pictures and a lone combining mark gets a `◌` base (see
  /// `GlyphShaper`); a grapheme that draws nothing (a lone zero-width space) leaves the
  /// frame as it was. Writes outside the frame are ignored.
  public mutating func put(_ character: Character, x: Int, y: Int, style: Style = .plain) {
    var shaper = GlyphShaper()
    guard let glyph = shaper.glyph(for: character) else { return }
    put(glyph, clusters: shaper.clusters, x: x, y: y, style: styles.intern(style))
  }

  /// Draws `string` on one row from `(x, y)`, without wrapping, and returns the number
  /// of columns it advanced.
  ///
  /// Line breaks and tabs are shaped as ``Text`` shapes them, then drawn on this row,
  /// in `style`.
  @discardableResult
  public mutating func write(_ string: String, x: Int, y: Int, style: Style = .plain) -> Int {
    let shaped = ShapedText(string)
    let styleIndex = styles.intern(style)
    var column = x
    for glyph in shaped.glyphs {
      put(glyph, clusters: shaped.clusters, x: column, y: y, style: styleIndex)
      column += glyph.width
    }
    return column - x
  }

  /// Writes a cell's raw content in the style at `style` (an index into ``styles``),
  /// keeping every wide glyph whole.
  ///
  /// Overwriting either half of an existing wide glyph blanks its other half, which
  /// becomes plain; a wide glyph whose right half would leave the frame is written as a
  /// space. Both halves of a wide glyph have its style.
  mutating func put(raw code: UInt32, width glyphWidth: Int, x: Int, y: Int, style: UInt16 = 0) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let index = y * width + x
    if glyphWidth == 2 && x + 1 >= width {
      put(raw: Cell.blank.rawValue, width: 1, x: x, y: y, style: style)
      return
    }
    let frameWidth = width
    var blanked: (Int?, Int?) = (nil, nil)
    cells.withUnsafeMutableBufferPointer { cells in
      blanked.0 = Frame.detachWideNeighbours(in: cells, at: index, x: x, width: frameWidth)
      if glyphWidth == 2 {
        blanked.1 = Frame.detachWideNeighbours(
          in: cells, at: index + 1, x: x + 1, width: frameWidth)
      }
      cells[index] = Cell(rawValue: code)
      if glyphWidth == 2 { cells[index + 1] = .continuation }
    }
    guard style != 0 || !styles.isPlain else { return }
    let count = cells.count
    if let orphan = blanked.0 { styles.set(0, cell: orphan, cellCount: count) }
    if let orphan = blanked.1 { styles.set(0, cell: orphan, cellCount: count) }
    styles.set(style, cell: index, cellCount: count)
    if glyphWidth == 2 { styles.set(style, cell: index + 1, cellCount: count) }
  }

  /// Blanks the other half of any wide glyph that the cell at `index` (column `x` of a
  /// row `width` cells wide) belongs to, before that cell is overwritten, and returns
  /// the blanked cell's index, if any.
  @discardableResult
  static func detachWideNeighbours(
    in cells: UnsafeMutableBufferPointer<Cell>, at index: Int, x: Int, width: Int
  ) -> Int? {
    if cells[index].isContinuation {
      cells[index - 1] = .blank  // x > 0: a continuation never starts a row
      return index - 1
    } else if x + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = .blank
      return index + 1
    }
    return nil
  }
}

// MARK: - Clearing

extension Frame {
  /// Blanks every cell of `rows` (clamped to the frame), plain, as a new frame has them.
  mutating func clear(rows: Range<Int>) {
    let rows = rows.clamped(to: 0..<height)
    guard !rows.isEmpty else { return }
    let range = rows.lowerBound * width..<rows.upperBound * width
    cells.replaceSubrange(range, with: repeatElement(.blank, count: rows.count * width))
    styles.clear(cells: range)
  }
}

// MARK: - Comparing parts

extension Frame {
  /// The graphemes drawn in `rect`, row by row (`""` for the right halves of wide
  /// glyphs and outside the frame): two frames' parts compared by what they show, not by
  /// how their pools number clusters.
  func graphemes(in rect: Rect) -> [String] {
    var graphemes: [String] = []
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX { graphemes.append(self[x, y]) }
    }
    return graphemes
  }
}
