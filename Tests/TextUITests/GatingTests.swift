import Testing

@testable import TextUI

/// The `==` gate: what a pass evaluates, reuses and draws when values change or not.
@MainActor
@Suite struct GatingTests {
  struct Row: Equatable, Identifiable {
    var id: Int
    var title: String
    var value: Int
  }

  struct RowView: View {
    var row: Row
    var body: some View {
      HStack {
        Text(row.title)
        Spacer()
        Text("\(row.value)")
      }
    }
  }

  struct ListView: View {
    var rows: [Row]
    var body: some View {
      VStack { ForEach(rows) { RowView(row: $0) } }
    }
  }

  static let rows = (0..<1_000).map { Row(id: $0, title: "row \($0)", value: $0 * 7) }

  /// The number of ancestors of the node built for the row with `id`.
  private func depth(ofRow id: Int, in renderer: Renderer) -> Int? {
    func find(_ node: Node) -> Node? {
      if node is ViewNode<RowView>, node.key.ids.last == NodeKey.ElementID(id) { return node }
      for child in node.children { if let found = find(child) { return found } }
      return nil
    }
    guard var node = find(renderer.rootNode) else { return nil }
    var depth = 0
    while let parent = node.parent, parent !== renderer.rootNode {
      depth += 1
      node = parent
    }
    return depth
  }

  @Test func anIdenticalSecondPassEvaluatesNoBodyAndDrawsNoCell() {
    let renderer = Renderer()
    let view = ListView(rows: Array(Self.rows.prefix(30)))
    let first = renderer.render(view, width: 40, height: 30)
    #expect(renderer.statistics.bodiesEvaluated == 31)
    let second = renderer.render(view, width: 40, height: 30)
    #expect(
      renderer.statistics
        == RenderStatistics(
          bodiesEvaluated: 0, nodesEvaluated: 0, nodesRedrawn: 0, nodesReused: 1,
          nodesEvicted: 0, cellsDrawn: 0))
    #expect(second == first)
  }

  @Test func changingOneRowOfAThousandEvaluatesOnlyThatRowAndItsAncestors() throws {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Self.rows), width: 40, height: 1_000)
    var rows = Self.rows
    rows[500].value = -1
    let frame = renderer.render(ListView(rows: rows), width: 40, height: 1_000)

    let depth = try #require(self.depth(ofRow: 500, in: renderer))
    #expect(depth == 2)  // ListView > VStack > RowView
    #expect(renderer.statistics.bodiesEvaluated <= depth + 1)
    #expect(renderer.statistics.bodiesEvaluated == 2)  // ListView and row 500's RowView
    // ListView, its VStack, the RowView, its HStack and the changed Text.
    #expect(renderer.statistics.nodesEvaluated == 5)
    // The other 999 rows, and the row's unchanged title and spacer.
    #expect(renderer.statistics.nodesReused == 1_001)
    #expect(renderer.statistics.cellsDrawn == 9)  // "row 500" and "-1": spaces are not drawn
    #expect(frame.rows[500] == "row 500                               -1")
    let fresh = Renderer(memoization: .disabled)
      .render(ListView(rows: rows), width: 40, height: 1_000)
    #expect(frame == fresh)
  }

  @Test func reorderingRowsByIdReusesEveryRowsFrame() {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Self.rows), width: 40, height: 1_000)
    let reversed = Array(Self.rows.reversed())
    let frame = renderer.render(ListView(rows: reversed), width: 40, height: 1_000)
    #expect(renderer.statistics.bodiesEvaluated == 1)  // ListView only
    #expect(renderer.statistics.nodesReused == 1_000)
    #expect(renderer.statistics.cellsDrawn == 0)  // every row copied from its kept frame
    #expect(frame.rows[0].hasPrefix("row 999 "))
    let fresh = Renderer(memoization: .disabled)
      .render(ListView(rows: reversed), width: 40, height: 1_000)
    #expect(frame == fresh)
  }

  @Test func removedRowsAreEvicted() {
    let renderer = Renderer()
    _ = renderer.render(ListView(rows: Array(Self.rows.prefix(5))), width: 20, height: 5)
    let kept = [Self.rows[0], Self.rows[2], Self.rows[4]]
    let frame = renderer.render(ListView(rows: kept), width: 20, height: 5)
    #expect(renderer.statistics.nodesEvicted == 2)
    #expect(frame.rows.prefix(3).map { $0.prefix(5) } == ["row 0", "row 2", "row 4"])
  }

  @Test func aResizeRedrawsWithoutEvaluatingBodies() {
    let renderer = Renderer()
    let view = ListView(rows: Array(Self.rows.prefix(3)))
    _ = renderer.render(view, width: 20, height: 3)
    let wider = renderer.render(view, width: 30, height: 3)
    #expect(renderer.statistics.bodiesEvaluated == 0)
    #expect(renderer.statistics.nodesRedrawn == 4)  // ListView and its 3 rows
    #expect(wider == Renderer(memoization: .disabled).render(view, width: 30, height: 3))
  }

  @Test func withMemoisationOffEveryPassEvaluatesEverything() {
    let renderer = Renderer(memoization: .disabled)
    let view = ListView(rows: Array(Self.rows.prefix(10)))
    _ = renderer.render(view, width: 20, height: 10)
    _ = renderer.render(view, width: 20, height: 10)
    #expect(renderer.statistics.bodiesEvaluated == 11)
    #expect(renderer.statistics.nodesReused == 0)
  }
}
