import Testing

@testable import TextUI

/// `Renderer.updatedRegions`: the cells a pass drew anew rather than copied from a
/// reused view, which `stratus run --highlight-updates` marks.
@MainActor
@Suite struct UpdatedRegionsTests {
  struct Row: Equatable, Identifiable {
    var id: Int
    var value: Int
  }

  struct RowView: View {
    var row: Row
    var body: some View {
      HStack {
        Text("row \(row.id)")
        Spacer()
        Text("\(row.value)")
      }
    }
  }

  struct ListView: View {
    var rows: [Row]
    var body: some View {
      VStack(alignment: .leading) {
        Text("title")
        ForEach(rows) { RowView(row: $0) }
      }
    }
  }

  static let rows = (0..<3).map { Row(id: $0, value: $0 * 10) }
  static let size = Size(width: 12, height: 5)

  /// The regions as a picture: `#` for a cell drawn this pass, `.` for one that was not.
  private func picture(of renderer: Renderer) -> [String] {
    var rows = Array(
      repeating: Array(repeating: Character("."), count: Self.size.width),
      count: Self.size.height)
    for region in renderer.updatedRegions {
      for y in region.minY..<region.maxY {
        for x in region.minX..<region.maxX { rows[y][x] = "#" }
      }
    }
    return rows.map { String($0) }
  }

  private func renderer() -> Renderer {
    let renderer = Renderer()
    renderer.recordsUpdatedRegions = true
    return renderer
  }

  @Test func theFirstPassDrawsEveryGlyph() {
    let renderer = renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(
      picture(of: renderer) == [
        "#####.......",
        "#####......#",
        "#####.....##",
        "#####.....##",
        "............",
      ])
  }

  @Test func aChangedRowIsDrawnWhileTheOthersAreCopied() {
    let renderer = renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    var rows = Self.rows
    rows[1].value = 99
    _ = renderer.render(ListView(rows: rows), size: Self.size)
    // The list's body ran, so its own Text is drawn again; of the rows, only the one
    // whose value changed is: the others are reused and copied from their cache.
    #expect(
      picture(of: renderer) == [
        "#####.......",
        "............",
        "#####.....##",
        "............",
        "............",
      ])
  }

  struct StoreColumn: Container {
    @Observed var store: Store
    var body: some View {
      VStack(alignment: .leading) {
        StoreReader(store: store, slot: .first)
        StoreReader(store: store, slot: .second)
        StoreReader(store: store, slot: .third)
      }
    }
  }

  /// The renderer after drawing the view `make` builds over a store, changing the
  /// store's second value and drawing it again.
  private func rendererAfterChangingTheStore<V: View>(_ make: (Store) -> V) -> Renderer {
    let renderer = renderer()
    let store = Store()
    _ = renderer.render(make(store), size: Self.size)
    store.second = "deux"
    _ = renderer.render(make(store), size: Self.size)
    return renderer
  }

  @Test func anObservedChangeDrawsOnlyTheContainerThatReadIt() {
    let renderer = rendererAfterChangingTheStore { StoreColumn(store: $0) }
    #expect(
      picture(of: renderer) == [
        "............",
        "####........",
        "............",
        "............",
        "............",
      ])
  }

  /// A title and a divider above a reader of the store: the column's body does not run
  /// when only the reader's input changes.
  struct TitledColumn: Container {
    @Observed var store: Store
    var body: some View {
      VStack(alignment: .leading) {
        Text("title")
        Divider()
        StoreReader(store: store, slot: .second)
      }
    }
  }

  @Test func aViewRedrawnForAChangeBelowDoesNotCountItsOwnCells() {
    let renderer = rendererAfterChangingTheStore { TitledColumn(store: $0) }
    // The title and the divider are where they were and as they were: only the reader,
    // evaluated again, drew anything.
    #expect(
      picture(of: renderer) == [
        "............",
        "............",
        "####........",
        "............",
        "............",
      ])
    #expect(renderer.statistics.cellsDrawn == 4)
  }

  @Test func anUnchangedPassDrawsNothing() {
    let renderer = renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(renderer.updatedRegions.isEmpty)
  }

  @Test func withMemoisationOffEverythingIsUpdated() {
    let renderer = Renderer(memoization: .disabled)
    renderer.recordsUpdatedRegions = true
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(renderer.updatedRegions == [Rect(x: 0, y: 0, width: 12, height: 5)])
  }

  @Test func regionsAreNotRecordedUnlessAskedFor() {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(renderer.updatedRegions.isEmpty)
  }
}
