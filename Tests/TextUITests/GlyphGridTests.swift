import Testing

@testable import TextUI

/// A grid of glyphs: a picture drawn cell by cell, each cell in one of a few looks.
@MainActor
@Suite struct GlyphGridTests {
  static let rain = Style(foreground: .blue).named("rain", letter: "r")
  static let looks = [GlyphGrid.Look("."), GlyphGrid.Look("#", style: rain)]

  private func render(_ view: some View, width: Int, height: Int) -> Frame {
    Renderer().render(view, size: Size(width: width, height: height))
  }

  @Test func aGridDrawsEachCellInItsLook() {
    let grid = GlyphGrid(columns: 3, looks: Self.looks, cells: [0, 1, 0, 1, 1, 0])
    let frame = render(grid, width: 3, height: 2)
    #expect(frame.rows == [".#.", "##."])
    #expect((0..<3).map { frame.style(x: $0, y: 1) } == [Self.rain, Self.rain, .plain])
  }

  @Test func aGridIsItsCellsWhateverItIsOffered() {
    let grid = GlyphGrid(columns: 4, looks: Self.looks, cells: [1, 1, 1, 1, 0, 0, 0, 0])
    #expect(grid.rows == 2)
    // The border hugs the grid however much room the screen leaves around it.
    let frame = render(VStack { grid.border(.ascii) }, width: 10, height: 6)
    #expect(
      frame.rows[0...3].map { $0.trimmingTrailingSpaces } == [
        "+----+", "|####|", "|....|", "+----+",
      ])
    // Offered less, it keeps its size and is cut off by its surroundings.
    #expect(render(grid, width: 2, height: 1).rows == ["##"])
  }

  @Test func theBuilderAsksForEveryCellRowAfterRow() {
    var asked: [String] = []
    let built = GlyphGrid(columns: 2, rows: 2, looks: Self.looks) { column, row in
      asked.append("\(column),\(row)")
      return (column + row) % 2
    }
    #expect(asked == ["0,0", "1,0", "0,1", "1,1"])
    #expect(built == GlyphGrid(columns: 2, looks: Self.looks, cells: [0, 1, 1, 0]))
  }

  @Test func aCellWithNoLookIsLeftBlank() {
    let built = GlyphGrid(columns: 4, rows: 1, looks: Self.looks) { column, _ in
      [1, -1, 2, 300][column]
    }
    #expect(built.cells == [1, 255, 255, 255])
    #expect(render(built, width: 4, height: 1).rows == ["#   "])
    let raw = GlyphGrid(columns: 3, looks: Self.looks, cells: [7, 0, 1])
    #expect(render(raw, width: 3, height: 1).rows == [" .#"])
  }

  @Test func anIncompleteLastRowAndNoColumnsDrawNothing() {
    #expect(GlyphGrid(columns: 2, looks: Self.looks, cells: [1, 1, 1]).rows == 1)
    #expect(GlyphGrid(columns: 0, looks: Self.looks, cells: [1, 1]).rows == 0)
    #expect(GlyphGrid(columns: -3, rows: 2, looks: Self.looks) { _, _ in 1 }.cells.isEmpty)
  }

  @Test func aWideCharacterTakesItsCellAndTheNext() {
    let looks = [GlyphGrid.Look("."), GlyphGrid.Look("雨")]
    let grid = GlyphGrid(columns: 4, looks: looks, cells: [1, 0, 0, 1])
    let frame = render(grid, width: 4, height: 1)
    // The second cell's look is not drawn; the last one's right half has no room.
    #expect(frame.rows == ["雨. "])
  }

  /// A control is drawn as its picture, as a text draws it; so is a tab, since a cell
  /// has no tab stops.
  @Test func controlsAreDrawnAsTheirPictures() {
    let looks = [GlyphGrid.Look("\u{7}"), GlyphGrid.Look("\t"), GlyphGrid.Look("\u{200B}")]
    let frame = render(GlyphGrid(columns: 3, looks: looks, cells: [0, 1, 2]), width: 3, height: 1)
    #expect(frame.rows == ["␇␉ "])
    #expect(render(Text("\u{7}"), width: 1, height: 1).rows == ["␇"])
  }

  /// A grid drawn as the radar map draws it matches the text of styled parts it replaced,
  /// cell by cell and style by style.
  @Test func aGridDrawsWhatTheTextOfItsRowsWould() {
    let cells: [UInt8] = [0, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1]
    let grid = GlyphGrid(columns: 4, looks: Self.looks, cells: cells)
    let rows = (0..<3).map { row in
      Text(
        concatenating: cells[(row * 4)..<(row * 4 + 4)].map { look in
          Text(String(Self.looks[Int(look)].character)).style(Self.looks[Int(look)].style)
        })
    }
    let text = Text(concatenating: rows.enumerated().map { $0 > 0 ? Text("\n") + $1 : $1 })
    #expect(render(grid, width: 4, height: 3) == render(text, width: 4, height: 3))
  }

  @Test func changedCellsAreDrawnAndTheSizeIsKept() {
    let renderer = Renderer()
    let first = GlyphGrid(columns: 3, looks: Self.looks, cells: [0, 0, 0, 1, 1, 1])
    let second = GlyphGrid(columns: 3, looks: Self.looks, cells: [1, 0, 1, 0, 1, 0])
    let view = { (grid: GlyphGrid) in
      VStack {
        Text("map")
        grid.border(.ascii)
      }
    }
    _ = renderer.render(view(first), size: Size(width: 7, height: 6))
    let updated = renderer.render(view(second), size: Size(width: 7, height: 6))
    #expect(updated == render(view(second), width: 7, height: 6))
    #expect(GlyphGridLayout(second).laysOutAlike(GlyphGridLayout(first)))
    #expect(!GlyphGridLayout(second).drawsSameCells(as: GlyphGridLayout(first)))
    #expect(GlyphGridLayout(first).drawsSameCells(as: GlyphGridLayout(first)))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(reversed().drop(while: { $0 == " " }).reversed())
  }
}
