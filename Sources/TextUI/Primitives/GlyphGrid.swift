/// A picture drawn cell by cell: a grid of characters, each in one of a few looks (a
/// character in a style), for a radar map, a heat map or a sparkline.
///
/// A ``Text`` could draw the same cells, as lines of many styled parts, but it would
/// gather the parts into one string, shape it, and find the runs again, only to put
/// each character back in its cell. A grid names each cell's look by its position in
/// ``looks``, and its layout shapes each look once and puts it down cell by cell.
///
/// Sizing: a grid is always ``columns`` by ``rows`` cells, whatever it is offered, as a
/// picture is; what does not fit is cut off by the views around it.
///
/// Cells: a number with no look in ``looks`` (255, or any past the last look) leaves its
/// cell blank. Looks are meant to be one column wide; a wide character (an ideograph, an
/// emoji) takes its cell and the next one, whose own look is then not drawn. A control
/// is drawn as its picture (`␇`), as ``Text`` draws it, and so is a tab, since a cell
/// has no tab stops; a look with nothing to draw (a lone zero-width space) draws a space.
///
/// A grid's properties are read-only, because its rows follow from its cells: make a
/// new grid to change them, as a view's body does each time it is evaluated.
///
/// ```swift
/// let looks = [GlyphGrid.Look(" "), GlyphGrid.Look("▒", style: Style(foreground: .blue))]
/// GlyphGrid(columns: 8, rows: 2, looks: looks) { column, row in (column + row) % 2 }
/// ```
public struct GlyphGrid: View {
  /// What a cell draws: a character in a style.
  public struct Look: Hashable, Sendable {
    /// The character drawn in the cell.
    public var character: Character
    /// The style it is drawn in, over the enclosing views' (see ``Text/style``).
    public var style: Style

    /// A look that draws `character` in `style`.
    public init(_ character: Character, style: Style = .plain) {
      self.character = character
      self.style = style
    }
  }

  /// The number of cells in a row.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The looks the cells name by position: at most 255 (a cell of 255 names none).
  public let looks: [Look]
  /// The cells, row after row, each the position of its look in ``looks``.
  public let cells: [UInt8]

  /// Creates a grid from its cells, row after row: `cells.count / columns` rows (a
  /// last, incomplete row is not drawn).
  public init(columns: Int, looks: [Look], cells: [UInt8]) {
    self.columns = max(0, columns)
    self.rows = self.columns == 0 ? 0 : cells.count / self.columns
    self.looks = looks
    self.cells = cells
  }

  /// Creates a grid of `columns` by `rows` cells, asking `look` for the position in
  /// `looks` of each cell's look, row after row. A position with no look leaves its
  /// cell blank.
  public init(
    columns: Int, rows: Int, looks: [Look], look: (_ column: Int, _ row: Int) -> Int
  ) {
    let (columns, rows) = (max(0, columns), max(0, rows))
    var cells: [UInt8] = []
    cells.reserveCapacity(columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        let position = look(column, row)
        cells.append(position >= 0 && position < looks.count ? UInt8(clamping: position) : .max)
      }
    }
    self.init(columns: columns, looks: looks, cells: cells)
  }

  /// `Never`: a grid is a primitive that the engine lays out itself, so it has no body.
  public typealias Body = Never

  /// Engine hook: a grid has no children; its layout shapes each look once and draws
  /// the cells.
  @MainActor public static func _resolve(_ view: GlyphGrid, children: inout _ChildList)
    -> _Layout
  {
    _Layout(GlyphGridLayout(view))
  }
}

/// Draws a ``GlyphGrid``: its size is its cells'; each look is shaped once, when the
/// grid is first drawn, and each run of cells in one look is drawn in that look's style.
final class GlyphGridLayout: NodeLayout {
  let grid: GlyphGrid
  /// Each look's glyph, in the order of `grid.looks`, and the clusters they refer to.
  private lazy var shaped = Shaped(grid.looks)

  init(_ grid: GlyphGrid) {
    self.grid = grid
  }

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    Size(width: grid.columns, height: grid.rows)
  }

  /// A grid's size does not depend on what it is offered.
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    equivalentProposal(to: proposal, of: node)
  }

  func equivalentProposal<N: LayoutNode>(to proposal: ProposedSize, of node: N) -> ProposedSize {
    .unspecified
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    let shaped = self.shaped
    for row in 0..<grid.rows {
      let rowStart = row * grid.columns
      var column = 0
      while column < grid.columns {
        // A run of cells in one look, drawn in its style.
        let look = Int(grid.cells[rowStart + column])
        var end = column + 1
        while end < grid.columns && Int(grid.cells[rowStart + end]) == look { end += 1 }
        guard look < shaped.glyphs.count && look < Int(UInt8.max) else {
          column = end  // no such look: left blank
          continue
        }
        let style = grid.looks[look].style
        if style == .plain {
          column = drawRun(shaped, look: look, from: column, to: end, row: row, in: &canvas)
        } else {
          canvas.withStyle(style) { canvas in
            column = drawRun(shaped, look: look, from: column, to: end, row: row, in: &canvas)
          }
        }
      }
    }
  }

  /// Draws `look` in the cells from `start` to `end` of `row`; returns the column after
  /// the last cell drawn (past `end` when a wide glyph's second half took the next cell).
  private func drawRun(
    _ shaped: Shaped, look: Int, from start: Int, to end: Int, row: Int, in canvas: inout Canvas
  ) -> Int {
    let glyph = shaped.glyphs[look]
    var column = start
    while column < end {
      canvas.put(glyph, clusters: shaped.clusters, x: column, y: row)
      column += glyph.width
    }
    return column
  }

  func layoutPriority(of node: Node) -> Double { 0 }

  /// A grid of the same size places nothing and sizes alike, whatever its cells.
  func laysOutAlike(_ old: any NodeLayout) -> Bool {
    guard let old = ofSameKind(old) else { return false }
    return old.grid.columns == grid.columns && old.grid.rows == grid.rows
  }

  func drawsSameCells(as old: any NodeLayout) -> Bool {
    guard let old = ofSameKind(old) else { return false }  // `?.grid` would copy both
    return old.grid == grid
  }

  /// The looks shaped: one glyph each (a space for a look that shapes to nothing).
  private struct Shaped {
    var glyphs: [Glyph]
    var clusters: [[UInt8]]

    init(_ looks: [GlyphGrid.Look]) {
      var shaper = GlyphShaper()
      glyphs = looks.map { shaper.glyph(for: $0.character) ?? .space }
      clusters = shaper.clusters
    }
  }
}
