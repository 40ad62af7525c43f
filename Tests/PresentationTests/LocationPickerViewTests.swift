import Testing
import TextUI

@testable import Presentation

/// The location picker sheet, from its fixtures.
@MainActor
@Suite struct LocationPickerViewTests {
  private func render(
    _ props: LocationPickerSheet.Props, width: Int = 64, height: Int = 20
  ) -> [String] {
    FirstPassRenderer().render(LocationPickerSheet(props: props), width: width, height: height).rows
  }

  private func labels(_ props: LocationPickerSheet.Props) -> [String] {
    let renderer = Renderer()
    _ = renderer.render(LocationPickerSheet(props: props), width: 64, height: 20)
    return renderer.keyBindings.map { "\($0.key) \($0.label)" }
  }

  @Test func listsCurrentLocationTheAddRowAndFavourites() {
    let rows = render(.favourites)
    #expect(rows[0].hasPrefix("╭─ Location "))
    #expect(rows[1].hasPrefix("│ Search: _ "))
    #expect(rows[3].hasPrefix("│   Current location: Toronto, Ontario "))
    #expect(rows[4].hasPrefix("│   Add Toronto to favourites "))
    #expect(rows[5].hasPrefix("│ ▸ ★ Oslo, Norway "))
    #expect(rows[6].hasPrefix("│   ★ 東京, 東京都, 日本 "))
    #expect(rows.last?.hasPrefix("╰") == true)
  }

  @Test func saysSoWhenThereAreNoFavourites() {
    let rows = render(.noFavourites)
    #expect(rows[3].hasPrefix("│ ▸ Current location: Toronto, Ontario"))
    #expect(rows[5].hasPrefix("│ You haven't added any favourite locations."))
  }

  @Test func countsTheResultsForTheQuery() {
    let rows = render(.results)
    #expect(rows[1].hasPrefix("│ Search: Osl_ "))
    #expect(rows[3].hasPrefix("│ 1 result for 'Osl' "))
    #expect(rows[5].hasPrefix("│ ▸ ★ Oslo, Norway "))
  }

  @Test func showsSearchingAndFailure() {
    #expect(render(.searching)[3].hasPrefix("│ Searching… "))
    #expect(render(.failed)[3].hasPrefix("│ Search failed: Could not reach "))
    #expect(render(.noResults)[3].hasPrefix("│ No results for 'Atlantis' "))
  }

  @Test func wideGlyphsKeepTheBorderInPlace() {
    for row in render(.cjk) {
      #expect(row.hasSuffix("│") || row.hasSuffix("╮") || row.hasSuffix("╯"), "\(row)")
    }
    #expect(render(.cjk)[1].hasPrefix("│ Search: 서울_ "))
  }

  @Test func keepsTheHighlightedRowVisibleWhenShort() {
    let rows = render(
      LocationPickerSheet.Props(
        query: "P", status: "20 results for 'P'", rows: .long, border: .rounded),
      height: 12)
    #expect(rows.contains { $0.hasPrefix("│ ▸ ☆ Place 15 ") })
    #expect(rows.last?.hasPrefix("╰") == true)
  }

  @Test func offersDeleteOnlyOnAFavourite() {
    #expect(labels(.favourites).contains("Delete remove favourite"))
    #expect(!labels(.noFavourites).contains("Delete remove favourite"))
    #expect(
      labels(.noFavourites) == ["Enter choose", "↑ previous", "↓ next", "Esc close", "Text search"]
        || labels(.noFavourites).first == "Enter choose")
  }

  @Test func windowAroundTheHighlightStaysWithinTheRows() {
    func shown(_ rows: [LocationPickerRow.Props], height: Int) -> [String] {
      FirstPassRenderer().render(
        LocationPickerList(props: .init(rows: rows)), width: 14, height: height
      )
      .rows.map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let rows = LocationPickerList.Props.long.rows
    #expect(shown(rows, height: 4) == ["☆ Place 13", "☆ Place 14", "▸ ☆ Place 15", "☆ Place 16"])
    #expect(shown(rows, height: 30).filter { !$0.isEmpty }.count == 20)
    var last = rows
    last[14].isHighlighted = false
    last[19].isHighlighted = true
    #expect(shown(last, height: 4).last == "▸ ☆ Place 20")
  }
}
