import Testing

@testable import TextUI

/// A view with a body that its parent places exactly as it was last drawn is passed over
/// without working out its place (`Node.isReusedInPlace`): a list in which one row
/// changed walks past the others. Each test checks what passing over must keep: the
/// frame, the key bindings the rows announce, and what the pass reports.
@MainActor
@Suite struct ReusedInPlaceTests {
  struct Row: View, Identifiable {
    var id: Int
    var value: Int
    var body: some View {
      Text("\(id): \(value)").keyBinding("x", "row \(id)", action: .none)
    }
  }

  struct List: View {
    var header: String?
    var rows: [Row]
    var body: some View {
      VStack(alignment: .leading) {
        if let header { Text(header) }
        ForEach(rows) { $0 }
      }
    }
  }

  private let size = Size(width: 12, height: 60)
  private let rows = (0..<50).map { Row(id: $0, value: 0) }

  /// Renders `next` after `first` on one renderer, and `next` on a fresh one.
  private func renderAfter(_ first: List, _ next: List) -> (gated: Renderer, fresh: Renderer) {
    let gated = Renderer()
    gated.recordsUpdatedRegions = true
    let fresh = Renderer()
    _ = gated.render(first, size: size)
    let frame = gated.render(next, size: size)
    #expect(frame.text() == fresh.render(next, size: size).text())
    return (gated, fresh)
  }

  @Test func rowsPlacedAsBeforeKeepTheirCellsAndKeyBindings() {
    var changed = rows
    changed[20].value = 1
    let (gated, fresh) = renderAfter(List(rows: rows), List(rows: changed))
    #expect(gated.keyBindings.map(\.label) == fresh.keyBindings.map(\.label))
    #expect(gated.keyBindings.count == 50)
    // The list and the changed row; the 49 others are reused, each counted once.
    #expect(gated.statistics.bodiesEvaluated == 2)
    #expect(gated.statistics.nodesReused == 49)
    #expect(gated.updatedRegions == [Rect(x: 0, y: 20, width: 5, height: 1)])
  }

  @Test func rowsThatMovedArePaintedAtTheirNewPlace() {
    let (gated, fresh) = renderAfter(List(header: "Places", rows: rows), List(rows: rows))
    #expect(gated.keyBindings.map(\.label) == fresh.keyBindings.map(\.label))
    // Moved, not changed: still reused (painted again, uncounted); only the list ran.
    #expect(gated.statistics.bodiesEvaluated == 1)
    #expect(gated.statistics.nodesReused == 50)
  }

  @Test func aRowThatGrewMovesTheRowsBelowIt() {
    var changed = rows
    changed[10].value = 100  // "10: 100" is wider, not taller: nothing moves
    changed[30] = Row(id: 30, value: 12_345_678)  // wraps onto a second line at 12 columns
    let (gated, fresh) = renderAfter(List(rows: rows), List(rows: changed))
    #expect(gated.keyBindings.map(\.label) == fresh.keyBindings.map(\.label))
  }
}
