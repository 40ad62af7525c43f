import Testing

@testable import Presentation
@testable import TextUI

/// Issue 23: the Week day picker and the place list build only what they show, so a
/// pass over 10,000 days or favourites costs what a pass over a screenful does.
@MainActor
@Suite struct LongListTests {
  /// The Toronto week stretched to `count` days, day `selected` selected.
  private func week(days count: Int, selecting selected: Int) -> WeekView.Props {
    guard case .forecast(var forecast) = WeekView.Props.toronto.content else { return .toronto }
    let template = forecast.picker.days
    forecast.picker.days = (0..<count).map { index in
      var day = template[index % template.count]
      day.id = index
      day.dayOfMonth = String(index % 28 + 1)
      day.isSelected = index == selected
      return day
    }
    return WeekView.Props(content: .forecast(forecast), border: .rounded)
  }

  /// A sheet of `count` favourites, `highlighted` highlighted, the first one renamed.
  private func sheet(
    favourites count: Int, highlighting highlighted: Int, renamed: Bool = false
  ) -> LocationPickerSheet.Props {
    var props = LocationPickerSheet.Props.favourites
    props.rows.rows = (0..<count).map { index in
      LocationPickerRow.Props(
        id: "place-\(index)", text: "Place \(index)" + (renamed && index == highlighted ? "!" : ""),
        isHighlighted: index == highlighted, isRemovable: true, pointer: "▸")
    }
    return props
  }

  @Test(arguments: [20, 40, 80, 160])
  func tenThousandDaysShowTheThreeDaysAroundTheSelection(width: Int) {
    for selected in [0, 1, 5_000, 9_999] {
      let picker = week(days: 10_000, selecting: selected)
      guard case .forecast(let forecast) = picker.content else { return }
      let window = WeekDayPicker.window(of: forecast.picker.days, size: WeekDayPicker.windowSize)
      let expected = FirstPassRenderer().render(
        HStack(alignment: .top, spacing: 1) {
          ForEach(window) { WeekDayCell(props: $0, style: .compact, pointer: "▸") }
        }, width: width - 2, height: 2)
      let screen = FirstPassRenderer().render(WeekView(props: picker), width: width, height: 24)
        .rows
      let shown = screen.prefix(2).map { String($0.dropFirst().prefix(width - 2)) }
      #expect(shown == expected.rows, "day \(selected) at width \(width)")
    }
  }

  @Test func aWeekPassCostsTheSameForOneHundredAndTwentyThousandDays() {
    var counts: [[Int]] = []
    for days in [100, 10_000, 20_000] {
      let renderer = Renderer()
      let size = Size(width: 80, height: 24)
      _ = renderer.render(WeekView(props: week(days: days, selecting: 0)), size: size)
      let cold = renderer.statistics.nodesEvaluated
      _ = renderer.render(WeekView(props: week(days: days, selecting: 1)), size: size)
      counts.append([cold, renderer.statistics.nodesEvaluated, heldNodes(renderer)])
    }
    #expect(counts[1] == counts[0] && counts[2] == counts[0], "\(counts)")
    // Against 78 columns the detailed row tries 6 days (11 nodes each: the sky, high and
    // low are texts of their own, each in its role), the regular row 9 (3 each), the
    // compact row 16 (5 each), and the window shows 3: 191 nodes and the picker's lazy
    // rows, then the rest of the screen, where the condition panel and the description
    // fit side by side, so their arrangement one under the other is never built (17
    // nodes fewer since `ViewThatFits` builds alternatives as layout reaches them);
    // every node evaluated is held. The selection moving evaluates 40, whatever the
    // length (the views holding only the fixture's `.none` actions and unchanged data are
    // reused: equal copies).
    #expect(counts[0] == [227, 40, 227], "\(counts)")
  }

  @Test func tenThousandFavouritesShowTheRowsAroundTheHighlight() {
    let rows = FirstPassRenderer().render(
      LocationPickerSheet(props: sheet(favourites: 10_000, highlighting: 5_000)), width: 40,
      height: 12
    ).rows
    // 12 lines: the border's two, the query and the blank under it leave 8 for rows.
    let shown = rows.dropFirst(3).prefix(8).map {
      $0.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
    }
    #expect(shown.first == "Place 4996" && shown.last == "Place 5003", "\(shown)")
    #expect(shown.contains("▸ Place 5000"))
  }

  @Test func renamingOneOfTenThousandFavouritesEvaluatesOneRow() {
    var evaluated: [Int] = []
    for count in [100, 10_000] {
      let renderer = Renderer()
      let size = Size(width: 40, height: 12)
      _ = renderer.render(
        LocationPickerSheet(props: sheet(favourites: count, highlighting: 50)), size: size)
      let frame = renderer.render(
        LocationPickerSheet(props: sheet(favourites: count, highlighting: 50, renamed: true)),
        size: size)
      #expect(frame.rows.contains { $0.contains("▸ Place 50!") })
      evaluated.append(renderer.statistics.bodiesEvaluated)
      #expect(heldNodes(renderer) < 200)
    }
    // The sheet, the list, the renamed row and the marked row inside it.
    #expect(evaluated == [4, 4])
  }

  @Test func aSheetTallerThanFortyLinesShowsEveryRowThatFits() {
    // Windows of at most 40 rows were the limit of the former `ViewThatFits`; a lazy list
    // shows as many rows as the height holds.
    let rows = FirstPassRenderer().render(
      LocationPickerSheet(props: sheet(favourites: 100, highlighting: 0)), width: 30, height: 60
    ).rows
    #expect(rows.filter { $0.contains("Place ") }.count == 56)
  }

  /// Every node below the root of `renderer`'s tree.
  private func heldNodes(_ renderer: Renderer) -> Int {
    func count(_ node: Node) -> Int { node.children.reduce(1) { $0 + count($1) } }
    return count(renderer.rootNode) - 1
  }
}
