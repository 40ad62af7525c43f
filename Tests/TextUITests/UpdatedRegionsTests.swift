import Testing

@testable import TextUI

/// `Renderer.updatedRegions`: where a pass re-rendered, the cells `stratus run
/// --highlight-updates` marks.
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

  static let rows = (0..<5).map { Row(id: $0, value: $0 * 10) }
  static let size = Size(width: 20, height: 8)

  @Test func theFirstPassUpdatesTheWholeView() {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(renderer.updatedRegions == [Rect(x: 0, y: 0, width: 20, height: 6)])
  }

  @Test func aChangedValueUpdatesTheViewWhoseValueChanged() {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    var rows = Self.rows
    rows[3].value = 99
    _ = renderer.render(ListView(rows: rows), size: Self.size)
    // The list's own value changed, so its body ran: the whole list counts as updated.
    #expect(renderer.updatedRegions == [Rect(x: 0, y: 0, width: 20, height: 6)])
  }

  struct StoreColumn: Container {
    @Observed var store: Store
    var body: some View {
      VStack(alignment: .leading) {
        Text("header")
        StoreReader(store: store, slot: .first)
        StoreReader(store: store, slot: .second)
        StoreReader(store: store, slot: .third)
      }
    }
  }

  @Test func anObservedChangeUpdatesOnlyTheContainerThatReadIt() {
    let renderer = Renderer()
    let store = Store()
    _ = renderer.render(StoreColumn(store: store), size: Self.size)
    store.second = "deux"
    _ = renderer.render(StoreColumn(store: store), size: Self.size)
    #expect(renderer.updatedRegions == [Rect(x: 0, y: 2, width: 4, height: 1)])
  }

  @Test func anUnchangedPassUpdatesNothing() {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(renderer.updatedRegions.isEmpty)
  }

  @Test func withMemoisationOffEverythingIsUpdated() {
    let renderer = Renderer(memoization: .disabled)
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    _ = renderer.render(ListView(rows: Self.rows), size: Self.size)
    #expect(renderer.updatedRegions == [Rect(x: 0, y: 0, width: 20, height: 8)])
  }
}
