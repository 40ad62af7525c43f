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
    grid.map(\.count).max() ?? 0
  }

  /// The terminal lines of the map, separated by line breaks: each grid row repeated
  /// ``CellSize/height`` times, each point repeated ``CellSize/width`` times, the marker
  /// in the centre point's middle cell; each stretch of one level in the level's role
  /// of the radar ramp, the marker in the marker's.
  ///
  /// Built as one text of styled parts, each part's UTF-8 bytes gathered and decoded
  /// once: appending `Character`s one at a time cost more than shaping and drawing the
  /// map.
  private func map(of grid: [[Double]]) -> Text {
    let centre = (row: grid.count / 2, column: columns(of: grid) / 2)
    let markerAt = (row: (cellSize.height - 1) / 2, column: (cellSize.width - 1) / 2)
    let shades = props.shades.isEmpty ? [[0x20]] : props.shades.map { Array(String($0).utf8) }
    let marker = Array(String(props.marker).utf8)
    var parts: [Text] = []
    var bytes: [UInt8] = []
    var style = Style.plain
    /// Ends the part being gathered when the next cell is drawn in another style.
    func draw(_ glyph: [UInt8], in cellStyle: Style) {
      if cellStyle != style {
        if !bytes.isEmpty {
          parts.append(Text(String(decoding: bytes, as: UTF8.self)).style(style))
        }
        bytes.removeAll(keepingCapacity: true)
        style = cellStyle
      }
      bytes.append(contentsOf: glyph)
    }
    for (row, intensities) in grid.enumerated() {
      for subrow in 0..<cellSize.height {
        if row > 0 || subrow > 0 { bytes.append(0x0A) }
        for (column, intensity) in intensities.enumerated() {
          let level = PrecipitationRamp.level(forMillimetresPerHour: intensity)
          let shade = shades[min(level, shades.count - 1)]
          let levelStyle = level == 0 ? Style.plain : PrecipitationRamp.levels[level - 1].style
          for subcolumn in 0..<cellSize.width {
            let isMarker =
              row == centre.row && column == centre.column && subrow == markerAt.row
              && subcolumn == markerAt.column
            if isMarker { draw(marker, in: .radarMarker) } else { draw(shade, in: levelStyle) }
          }
        }
      }
    }
    parts.append(Text(String(decoding: bytes, as: UTF8.self)).style(style))
    return Text(concatenating: parts)
  }
}
