import Testing

@testable import TextUI

/// A lazy stack shows the longest run of items around its anchor that fits, builds only
/// what it measures, keeps items by id from pass to pass, and draws what a stack of a
/// `ForEach` draws whenever every item fits.
@MainActor
@Suite struct LazyStackTests {
  private struct Item: Equatable, Identifiable {
    var id: Int
    var label: String
  }

  /// A view with a body, so that evaluations of it are counted as bodies.
  private struct Cell: View {
    var item: Item
    var body: some View { Text(item.label) }
  }

  private func items(_ count: Int) -> [Item] {
    (0..<count).map { Item(id: $0, label: String($0 % 10)) }
  }

  private func row(_ items: [Item], anchor: Int?, spacing: Int = 1) -> some View {
    LazyHStack(items, anchor: anchor, spacing: spacing) { Cell(item: $0) }
  }

  private func rendered(_ view: some View, width: Int, height: Int = 1) -> [String] {
    Renderer().render(view, width: width, height: height).rows
  }

  @Test func theRunIsCentredOnTheAnchorAndKeepsItsLengthAtEitherEnd() {
    let ten = items(10)
    // Three one-column items one apart take 5 columns; a fourth would take 7.
    #expect(rendered(row(ten, anchor: 0), width: 5) == ["0 1 2"])
    #expect(rendered(row(ten, anchor: 5), width: 5) == ["4 5 6"])
    #expect(rendered(row(ten, anchor: 9), width: 5) == ["7 8 9"])
    #expect(rendered(row(ten, anchor: nil), width: 5) == ["0 1 2"])
    #expect(rendered(row(ten, anchor: 99), width: 5) == ["7 8 9"])
  }

  @Test func aRunGrowsOnlyWhenTheNextItemFitsWhole() {
    let ten = items(10)
    #expect(rendered(row(ten, anchor: 5), width: 6) == ["4 5 6 "])
    #expect(rendered(row(ten, anchor: 5), width: 7) == ["3 4 5 6"])
    #expect(rendered(row(ten, anchor: 5), width: 18) == ["1 2 3 4 5 6 7 8 9 "])
    #expect(rendered(row(ten, anchor: 5), width: 19) == ["0 1 2 3 4 5 6 7 8 9"])
    #expect(rendered(row(ten, anchor: 5), width: 20) == ["0 1 2 3 4 5 6 7 8 9 "])
  }

  @Test func emptyDataDrawsNothingAndOneItemIsShownEvenWhenItDoesNotFit() {
    #expect(rendered(row([], anchor: 0), width: 4) == ["    "])
    #expect(rendered(row([Item(id: 0, label: "wide")], anchor: 0), width: 3) == ["wi…"])
    #expect(rendered(row([Item(id: 0, label: "x")], anchor: 3), width: 3) == ["x  "])
  }

  @Test func wideGlyphItemsCountTwoColumns() {
    let places = ["東", "京", "都", "府"].enumerated().map { Item(id: $0.offset, label: $0.element) }
    #expect(rendered(row(places, anchor: 0, spacing: 0), width: 5) == ["東京 "])
    #expect(rendered(row(places, anchor: 3, spacing: 0), width: 6) == ["京都府"])
  }

  @Test func whenEveryItemFitsItDrawsWhatAStackOfAForEachDraws() {
    let seven = [
      Item(id: 0, label: "Sun"), Item(id: 1, label: "❄️ -2°"), Item(id: 2, label: "東京"),
      Item(id: 3, label: ""), Item(id: 4, label: "Thu 26"),
    ]
    for width in [27, 30, 80] {
      let lazy = rendered(
        LazyHStack(seven, anchor: 2, alignment: .top, spacing: 2) { Cell(item: $0) }, width: width,
        height: 2)
      let eager = rendered(
        HStack(alignment: .top, spacing: 2) { ForEach(seven) { Cell(item: $0) } }, width: width,
        height: 2)
      #expect(lazy == eager, "width \(width)")
    }
    for height in [5, 6, 9] {
      let lazy = rendered(
        LazyVStack(seven, anchor: 0, alignment: .leading) { Cell(item: $0) }, width: 8,
        height: height)
      let eager = rendered(
        VStack(alignment: .leading) { ForEach(seven) { Cell(item: $0) } }, width: 8,
        height: height)
      #expect(lazy == eager, "height \(height)")
    }
  }

  @Test func aColumnShowsTheRowsThatFitTheHeightAroundTheAnchor() {
    let column = LazyVStack(items(100), anchor: 50, alignment: .leading) { Cell(item: $0) }
    #expect(rendered(column, width: 2, height: 3) == ["9 ", "0 ", "1 "])
    #expect(rendered(column, width: 2, height: 4) == ["8 ", "9 ", "0 ", "1 "])
  }

  @Test func aPassBuildsOnlyTheItemsItMeasuresOfTenThousand() {
    let renderer = Renderer()
    let column = LazyVStack(items(10_000), anchor: 5_000) { Cell(item: $0) }
    _ = renderer.render(column, width: 4, height: 5)
    // The stack, then five rows and the first that did not fit, each a Cell and its Text.
    #expect(renderer.statistics.nodesEvaluated == 1 + 6 * 2)
    #expect(heldItems(renderer) == 6)
  }

  @Test func anUpdateOfOneItemEvaluatesExactlyThatItemsBody() {
    let renderer = Renderer()
    var data = items(10_000)
    _ = renderer.render(LazyVStack(data, anchor: 5_000) { Cell(item: $0) }, width: 4, height: 5)
    data[5_001].label = "!"
    let frame = renderer.render(
      LazyVStack(data, anchor: 5_000) { Cell(item: $0) }, width: 4, height: 5)
    #expect(renderer.statistics.bodiesEvaluated == 1)
    #expect(renderer.statistics.nodesEvaluated == 1 + 2)
    #expect(frame.rows == ["8   ", "9   ", "0   ", "!   ", "2   "])
    #expect(heldItems(renderer) == 6)
  }

  @Test func elementsThatMoveOrAreInsertedKeepTheirNodesById() {
    let renderer = Renderer()
    var data = items(100)
    _ = renderer.render(LazyVStack(data, anchor: 50) { Cell(item: $0) }, width: 2, height: 3)
    data.swapAt(49, 51)
    var frame = renderer.render(
      LazyVStack(data, anchor: 50) { Cell(item: $0) }, width: 2, height: 3)
    #expect(frame.rows == ["1 ", "0 ", "9 "])
    #expect(renderer.statistics.bodiesEvaluated == 0)
    data.insert(Item(id: -1, label: "n"), at: 0)
    frame = renderer.render(LazyVStack(data, anchor: 51) { Cell(item: $0) }, width: 2, height: 3)
    #expect(frame.rows == ["1 ", "0 ", "9 "])
    // Positions 48-51 were held. Each is offered the element now there, and the child
    // list finds its node by id: three keep theirs, the element that shifted in at 48 is
    // built, and the one that shifted out past 51 is built again when the run reaches it.
    #expect(renderer.statistics.bodiesEvaluated == 2)
    #expect(
      frame.rows
        == Renderer().render(
          LazyVStack(data, anchor: 51) { Cell(item: $0) }, width: 2, height: 3
        ).rows)
  }

  @Test func movingTheAnchorReusesTheItemsStillInView() {
    let renderer = Renderer()
    let data = items(10_000)
    _ = renderer.render(LazyVStack(data, anchor: 5_000) { Cell(item: $0) }, width: 4, height: 5)
    _ = renderer.render(LazyVStack(data, anchor: 5_001) { Cell(item: $0) }, width: 4, height: 5)
    // 4,998-5,002 were shown and 4,997 measured; now 4,999-5,003 are shown and 4,998
    // measured: one item is new (5,003), and 4,997 is dropped.
    #expect(renderer.statistics.bodiesEvaluated == 1)
    #expect(heldItems(renderer) == 6)
  }

  @Test func insideViewThatFitsAnOverlongRowIsRejectedAfterTheItemsThatFit() {
    let renderer = Renderer()
    let frame = renderer.render(
      ViewThatFits(in: [.horizontal]) {
        LazyHStack(items(10_000), spacing: 1) { Cell(item: $0) }
        Text("too many")
      }, width: 20, height: 1)
    #expect(frame.rows == ["too many            "])
    // Ten items fill 19 columns; the eleventh is the first that does not fit.
    #expect(renderer.statistics.bodiesEvaluated == 11)
  }

  /// A title over a list, equal to itself from pass to pass, so it is reused and only a
  /// change of the frame's size can lay its list out again.
  private struct Sheet: View {
    var count: Int
    var body: some View {
      VStack(alignment: .leading) {
        Text("title")
        LazyVStack((0..<count).map { Item(id: $0, label: String($0 % 10)) }, alignment: .leading) {
          Cell(item: $0)
        }
      }
    }
  }

  @Test func aListThatStoppedAtTheFramesEdgeIsLaidOutAgainWhenTheFrameGrows() {
    let sheet = Sheet(count: 100)
    let renderer = Renderer()
    for height in [4, 8, 3, 8] {
      let frame = renderer.render(sheet, width: 6, height: height)
      #expect(frame.rows == Renderer().render(sheet, width: 6, height: height).rows)
      #expect(frame.rows.count == height)
      #expect(frame.rows.last?.hasPrefix(String((height - 2) % 10)) == true, "height \(height)")
    }
  }

  @Test func onlyTheItemsShownBindKeys() {
    let column = LazyVStack(items(100), anchor: 10) { item in
      Text(item.label).keyBinding(Key(.character("k")), "item \(item.id)", action: .none)
    }
    let renderer = Renderer()
    _ = renderer.render(column, width: 2, height: 3)
    #expect(renderer.keyBindings.map(\.label) == ["item 11", "item 10", "item 9"])
  }

  /// The items the last pass left held by the one lazy stack below the root.
  private func heldItems(_ renderer: Renderer) -> Int {
    renderer.rootNode.children.first?.children.count ?? 0
  }
}
