import TextUI

/// The precipitation map of one radar frame, shaded cell by cell, with the location
/// marked at the centre and a border around it.
///
/// Terminal cells are about twice as tall as they are wide, so each grid point is drawn
/// ``CellSize/width`` columns by ``CellSize/height`` rows (2 × 1, or 4 × 2 on a large
/// screen) to keep the map's proportions. While there is no map to show, the same box
/// holds a message instead, so the screen keeps its shape.
public struct RadarMap: View, Sendable {
  /// The terminal cells one grid point takes.
  public struct CellSize: Equatable, Sendable {
    /// Columns per grid point.
    public var width: Int
    /// Rows per grid point.
    public var height: Int

    public init(width: Int, height: Int) {
      self.width = max(1, width)
      self.height = max(1, height)
    }

    /// Two columns by one row: the smallest size that keeps the map roughly square.
    public static let compact = CellSize(width: 2, height: 1)
    /// Four columns by two rows, for large terminals.
    public static let large = CellSize(width: 4, height: 2)
  }

  /// What the box holds.
  public enum Content: Equatable, Sendable {
    /// Intensity in mm/h, rows north to south, each west to east; the location is the
    /// centre cell.
    case precipitation([[Double]])
    /// A message in place of the map (loading, failure, no frames), centred in a box
    /// the size of a `rows` × `columns` map.
    case message(CentredMessage.Props, rows: Int, columns: Int)
  }

  /// Everything the map shows.
  public struct Props: Equatable, Sendable {
    /// The border's title ("Radar · 서울").
    public var title: String
    /// The map, or the message in its place.
    public var content: Content
    /// The shading ramp, none to heaviest (``Glyphs/shades``).
    public var shades: [Character]
    /// The location's mark (``Glyphs/marker``).
    public var marker: Character
    /// The box's lines (``Glyphs/border``).
    public var border: BorderStyle

    public init(
      title: String, content: Content, shades: [Character], marker: Character,
      border: BorderStyle
    ) {
      self.title = title
      self.content = content
      self.shades = shades
      self.marker = marker
      self.border = border
    }
  }

  /// The data shown.
  public var props: Props
  /// How large each grid point is drawn.
  public var cellSize: CellSize

  /// Creates the map, drawn at `cellSize` (compact by default).
  public init(props: Props, cellSize: CellSize = .compact) {
    self.props = props
    self.cellSize = cellSize
  }

  public var body: some View {
    switch props.content {
    case .precipitation(let grid):
      // One text of whole rows: every row is exactly as wide as the frame, so nothing
      // wraps, and spaces (no precipitation) keep their cells.
      map(of: grid)
        .frame(width: columns(of: grid) * cellSize.width, height: grid.count * cellSize.height)
        .border(props.border, title: props.title)
    case .message(let message, let rows, let columns):
      CentredMessage(props: message)
        .frame(width: columns * cellSize.width, height: rows * cellSize.height)
        .border(props.border, title: props.title)
    }
  }

  private func columns(of grid: [[Double]]) -> Int {
    grid.reduce(0) { max($0, $1.count) }
  }

  /// The terminal lines of the map, separated by line breaks: each grid row repeated
  /// ``CellSize/height`` times, each point repeated ``CellSize/width`` times, the marker
  /// in the centre point's middle cell; each stretch of one level in the level's role
  /// of the radar ramp, the marker in the marker's.
  ///
  /// What each level draws (its shade and its style) is worked out once, not per cell,
  /// and the cells are gathered by ``StyledLines``: appending `Character`s one at a time
  /// cost more than shaping and drawing the map.
  private func map(of grid: [[Double]]) -> Text {
    let centre = (row: grid.count / 2, column: columns(of: grid) / 2)
    let markerAt = (row: (cellSize.height - 1) / 2, column: (cellSize.width - 1) / 2)
    let shades = props.shades.isEmpty ? [" "] : props.shades
    // Looks 0 to 4 are the levels; the last is the marker.
    var looks = (0...PrecipitationRamp.levels.count).map { level in
      StyledLines.Look(
        glyph: shades[min(level, shades.count - 1)],
        style: level == 0 ? .plain : PrecipitationRamp.levels[level - 1].style)
    }
    let marker = looks.count
    looks.append(StyledLines.Look(glyph: props.marker, style: .radarMarker))
    var lines = StyledLines(looks: looks)
    for (row, intensities) in grid.enumerated() {
      for subrow in 0..<cellSize.height {
        if row > 0 || subrow > 0 { lines.breakLine() }
        for (column, intensity) in intensities.enumerated() {
          let level = PrecipitationRamp.level(forMillimetresPerHour: intensity)
          for subcolumn in 0..<cellSize.width {
            let isMarker =
              row == centre.row && column == centre.column && subrow == markerAt.row
              && subcolumn == markerAt.column
            lines.append(isMarker ? marker : level)
          }
        }
      }
    }
    return lines.text
  }
}

/// Gathers a text drawn cell by cell in a few looks (a glyph in a style), named by their
/// position in a table: each stretch of cells in one look as one part's UTF-8 bytes,
/// decoded once when the look changes. Cells name looks by number, so a cell copies no
/// glyph and compares no style.
///
/// A struct with mutating methods, not a local function: the variables a local function
/// captures are boxed on the heap and checked on every access, once per cell.
private struct StyledLines {
  /// What a cell draws: a glyph's UTF-8 bytes in a style.
  struct Look {
    var bytes: [UInt8]
    var style: Style

    init(glyph: Character, style: Style) {
      self.bytes = Array(String(glyph).utf8)
      self.style = style
    }
  }

  private let looks: [Look]
  private var parts: [Text] = []
  private var bytes: [UInt8] = []
  /// The look of the part being gathered (`nil` before the first cell).
  private var look: Int?

  /// A text to draw in `looks`.
  init(looks: [Look]) {
    self.looks = looks
  }

  /// Appends one cell, drawn in the look at position `look` of the table.
  mutating func append(_ look: Int) {
    if look != self.look {
      endPart()
      self.look = look
    }
    bytes.append(contentsOf: looks[look].bytes)
  }

  /// Starts a new line.
  mutating func breakLine() {
    bytes.append(0x0A)
  }

  /// The text gathered: one text of styled parts.
  var text: Text {
    var finished = self
    finished.endPart()
    return Text(concatenating: finished.parts)
  }

  private mutating func endPart() {
    guard !bytes.isEmpty else { return }
    let style = look.map { looks[$0].style } ?? .plain  // line breaks before any cell
    parts.append(Text(String(decoding: bytes, as: UTF8.self)).style(style))
    bytes.removeAll(keepingCapacity: true)
  }
}
