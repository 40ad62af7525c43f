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

  /// The map's cells: each grid point drawn ``CellSize/width`` columns by
  /// ``CellSize/height`` rows in its level's shade and role of the radar ramp, the
  /// marker in the centre point's middle cell, in the marker's role.
  ///
  /// A ``GlyphGrid``, not a text: the cells are a picture, and a text of styled parts
  /// gathered them into one string to shape, only to put each character back in its
  /// cell (a radar frame's gated pass cost twice the instructions: 2.08 M against 1.06 M).
  private func map(of grid: [[Double]]) -> GlyphGrid {
    let shades = props.shades.isEmpty ? [" "] : props.shades
    // Looks 0 to 4 are the levels' shades; the last is the marker.
    var looks = (0...PrecipitationRamp.levels.count).map { level in
      GlyphGrid.Look(
        shades[min(level, shades.count - 1)],
        style: level == 0 ? .plain : PrecipitationRamp.levels[level - 1].style)
    }
    let marker = looks.count
    looks.append(GlyphGrid.Look(props.marker, style: .radarMarker))
    // Each grid row's levels worked out once, then repeated across and down its cells.
    let width = columns(of: grid)
    var cells: [UInt8] = []
    cells.reserveCapacity(width * cellSize.width * grid.count * cellSize.height)
    for intensities in grid {
      let levels = (0..<width).map { point in
        // A row shorter than the widest leaves its last cells blank (no look).
        point < intensities.count
          ? UInt8(PrecipitationRamp.level(forMillimetresPerHour: intensities[point])) : .max
      }
      for _ in 0..<cellSize.height {
        for level in levels {
          cells.append(contentsOf: repeatElement(level, count: cellSize.width))
        }
      }
    }
    // The marker in the centre point's middle cell (an empty map has no centre).
    let markerRow = grid.count / 2 * cellSize.height + (cellSize.height - 1) / 2
    let markerColumn = width / 2 * cellSize.width + (cellSize.width - 1) / 2
    if !cells.isEmpty { cells[markerRow * width * cellSize.width + markerColumn] = UInt8(marker) }
    return GlyphGrid(columns: width * cellSize.width, looks: looks, cells: cells)
  }
}
