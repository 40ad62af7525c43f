import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The location picker's container, with a real location service searching the fixture
/// places.
@MainActor
@Suite struct LocationPickerContainerTests {
  /// The picker open over a tab, in Toronto with Oslo and 東京 as favourites by default.
  @MainActor
  private struct Picker {
    let location: LocationService
    let picker = PickerState()
    let router = Router(sheet: .locationPicker)
    let renderer = Renderer()
    let glyphs: Glyphs

    init(
      active: Location = Location.fixtures.toronto,
      favourites: [Location] = Account.fixtures.personal.favourites, glyphs: Glyphs = .unicode
    ) {
      location = LocationService(
        active: active, favourites: favourites, ofAccount: "personal",
        client: GeocodingClient.fixtures, log: .discarding)
      self.glyphs = glyphs
    }

    var container: LocationPickerContainer {
      LocationPickerContainer(location: location, picker: picker, router: router, glyphs: glyphs)
    }

    /// Draws the sheet as the shell would offer it in an 80x24 terminal.
    @discardableResult
    func render() -> [String] {
      renderer.render(container, width: 64, height: 20).rows
    }

    /// Presses `key`, then draws again, as the runtime does.
    func press(_ key: Key) {
      #expect(renderer.dispatch(key), "nothing handles \(key)")
      render()
    }

    func type(_ text: String) {
      for character in text { press(Key(.character(character))) }
    }
  }

  /// The sheet's props for these services' values, as the container derives them.
  private func props(
    query: String = "", active: Location = .fixtures.toronto,
    favourites: [Location] = Account.fixtures.personal.favourites, search: SearchState = .idle,
    highlighted: Int = 0, glyphs: Glyphs = .unicode
  ) -> LocationPickerSheet.Props {
    LocationPickerContainer.props(
      rows: PickerRows(query: query, active: active, favourites: favourites, search: search),
      query: query, search: search, highlighted: highlighted, glyphs: glyphs)
  }

  // MARK: - Props

  /// No query: Toronto (the place on screen), the offer to add it, then the favourites,
  /// which alone can be removed; the first row highlighted.
  @Test func locationPickerPropsForTheFavourites() {
    assertSnapshot(of: props(), as: .dump)
  }

  /// A query's results, each starred when it is a favourite; the second highlighted.
  @Test func locationPickerPropsForSearchResults() {
    let found = SearchState.found(
      query: "O", results: [Location.fixtures.oslo, Location.fixtures.ottawa])
    let results = props(
      query: "O", favourites: [Location.fixtures.oslo], search: found, highlighted: 1)
    assertInlineSnapshot(of: results, as: .dump) {
      """
      |LocationPickerSheet.Props(|
      |  query: "O",|
      |  status: "2 results for 'O'",|
      |  searchFailed: false,|
      |  rows: LocationPickerList.Props(|
      |    rows: [|
      |      LocationPickerRow.Props(|
      |        id: "result:59.9139,10.7522",|
      |        text: "★ Oslo, Norway",|
      |        isHighlighted: false,|
      |        isRemovable: true,|
      |        pointer: "▸",|
      |      ),|
      |      LocationPickerRow.Props(|
      |        id: "result:45.4215,-75.6972",|
      |        text: "☆ Ottawa, Ontario, Canada",|
      |        isHighlighted: true,|
      |        isRemovable: false,|
      |        pointer: "▸",|
      |      ),|
      |    ],|
      |  ),|
      |  emptyText: nil,|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func locationPickerPropsWhileSearching() {
    let searching = props(query: "Osl", search: .searching(query: "Osl"))
    assertInlineSnapshot(of: searching, as: .dump) {
      """
      |LocationPickerSheet.Props(|
      |  query: "Osl",|
      |  status: "Searching…",|
      |  searchFailed: false,|
      |  rows: LocationPickerList.Props(|
      |    rows: [],|
      |  ),|
      |  emptyText: nil,|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func locationPickerPropsForAFailedSearch() {
    let failed = SearchState.failed(
      query: "Osl", error: .unreachable(source: "place search", reason: "offline"))
    assertInlineSnapshot(of: props(query: "Osl", search: failed), as: .dump) {
      """
      |LocationPickerSheet.Props(|
      |  query: "Osl",|
      |  status: "Search failed: Could not reach place search: offline",|
      |  searchFailed: true,|
      |  rows: LocationPickerList.Props(|
      |    rows: [],|
      |  ),|
      |  emptyText: nil,|
      |  border: .rounded,|
      |)|
      """
    }
  }

  /// With no favourites the list says so under the place on screen and the offer to
  /// add it.
  @Test func locationPickerPropsWithoutFavourites() {
    assertInlineSnapshot(of: props(active: .fixtures.seoul, favourites: []), as: .dump) {
      """
      |LocationPickerSheet.Props(|
      |  query: "",|
      |  status: nil,|
      |  searchFailed: false,|
      |  rows: LocationPickerList.Props(|
      |    rows: [|
      |      LocationPickerRow.Props(|
      |        id: "current",|
      |        text: "Current location: 서울, 서울특별시",|
      |        isHighlighted: true,|
      |        isRemovable: false,|
      |        pointer: "▸",|
      |      ),|
      |      LocationPickerRow.Props(|
      |        id: "add",|
      |        text: "Add 서울 to favourites",|
      |        isHighlighted: false,|
      |        isRemovable: false,|
      |        pointer: "▸",|
      |      ),|
      |    ],|
      |  ),|
      |  emptyText: "You haven't added any favourite locations.",|
      |  border: .rounded,|
      |)|
      """
    }
  }

  // MARK: - The fixtures are what the container makes

  /// The hand-written `LocationPickerSheet.Props` fixtures are the container's own
  /// output for the matching services' values: Toronto on screen, the Personal
  /// account's favourites, and the fixture geocoder's answers. `scrolled` is not: its
  /// twenty made-up places, more than any fixture search finds, show the list
  /// scrolling, so it is a sample of the sheet only.
  @Test func fixturesAreTheContainersOwnOutput() {
    let oslo = Location.fixtures.oslo
    assertEqual(props(highlighted: 2), .favourites)
    assertEqual(props(favourites: []), .noFavourites)
    assertEqual(props(query: "Osl", search: .searching(query: "Osl")), .searching)
    assertEqual(props(query: "Osl", search: .found(query: "Osl", results: [oslo])), .results)
    assertEqual(
      props(query: "Atlantis", search: .found(query: "Atlantis", results: [])), .noResults)
    let unreachable = ClientError.unreachable(
      source: "geocoding-api.open-meteo.com", reason: "the network is unreachable")
    assertEqual(props(query: "Osl", search: .failed(query: "Osl", error: unreachable)), .failed)
    assertEqual(props(query: "서울", search: .found(query: "서울", results: [.fixtures.seoul])), .cjk)
    assertEqual(props(glyphs: .ascii), .ascii)
  }

  // MARK: - Rows

  @Test func withoutAQueryListsCurrentPlaceTheAddRowAndFavourites() {
    let rows = PickerRows(
      query: " ", active: Location.fixtures.toronto,
      favourites: [Location.fixtures.oslo], search: .idle)
    #expect(!rows.isSearching)
    #expect(
      rows.rows == [
        .current(Location.fixtures.toronto), .addFavourite(Location.fixtures.toronto),
        .favourite(Location.fixtures.oslo),
      ])
  }

  @Test func aFavouriteCurrentPlaceHasNoAddRow() {
    let rows = PickerRows(
      query: "", active: Location.fixtures.oslo, favourites: [Location.fixtures.oslo],
      search: .idle)
    #expect(rows.rows == [.current(Location.fixtures.oslo), .favourite(Location.fixtures.oslo)])
  }

  @Test func withAQueryListsResultsMarkingFavourites() {
    let rows = PickerRows(
      query: "O", active: Location.fixtures.toronto, favourites: [Location.fixtures.oslo],
      search: .found(query: "O", results: [Location.fixtures.oslo, Location.fixtures.ottawa]))
    #expect(
      rows.rows == [
        .result(Location.fixtures.oslo, isFavourite: true),
        .result(Location.fixtures.ottawa, isFavourite: false),
      ])
    #expect(rows.highlightedIndex(7) == 1)
  }

  @Test func rowTextsNameThePlaces() {
    let glyphs = Glyphs.unicode
    #expect(
      LocationPickerContainer.text(of: .current(Location.fixtures.toronto), glyphs: glyphs)
        == "Current location: Toronto, Ontario")
    #expect(
      LocationPickerContainer.text(of: .addFavourite(Location.fixtures.toronto), glyphs: glyphs)
        == "Add Toronto to favourites")
    #expect(
      LocationPickerContainer.text(of: .favourite(Location.fixtures.oslo), glyphs: glyphs)
        == "★ Oslo, Norway")
    #expect(
      LocationPickerContainer.text(
        of: .result(Location.fixtures.toronto, isFavourite: false), glyphs: .ascii)
        == "o Toronto, Ontario, Canada")
  }

  @Test func statusCountsTheResults() {
    #expect(LocationPickerContainer.status(of: .idle, glyphs: .unicode) == nil)
    #expect(
      LocationPickerContainer.status(of: .searching(query: "Osl"), glyphs: .unicode) == "Searching…"
    )
    #expect(
      LocationPickerContainer.status(of: .searching(query: "Osl"), glyphs: .ascii) == "Searching..."
    )
    #expect(
      LocationPickerContainer.status(
        of: .found(query: "O", results: [.fixtures.oslo, .fixtures.ottawa]), glyphs: .unicode)
        == "2 results for 'O'")
    #expect(
      LocationPickerContainer.status(of: .found(query: "Zz", results: []), glyphs: .unicode)
        == "No results for 'Zz'")
    #expect(
      LocationPickerContainer.status(
        of: .failed(query: "O", error: .unreachable(source: "place search", reason: "offline")),
        glyphs: .unicode)
        == "Search failed: Could not reach place search: offline")
  }

  @Test func statusSaysWhenTheQueryHasReachedItsLimit() {
    let full = String(repeating: "a", count: PickerState.maximumQueryLength)
    let found = SearchState.found(query: full, results: [])
    #expect(
      LocationPickerContainer.status(of: found, query: String(full.dropLast()), glyphs: .unicode)
        == "No results for '\(full)'", "one character short: no note")
    #expect(
      LocationPickerContainer.status(of: found, query: full, glyphs: .unicode)
        == "Search stops at 100 characters. No results for '\(full)'")
    #expect(
      LocationPickerContainer.status(of: .idle, query: full, glyphs: .unicode)
        == "Search stops at 100 characters.")
  }

  // MARK: - Keys

  @Test func typingSearchesAndTheResultsArriveOnceSettled() async {
    let sheet = Picker()
    sheet.render()
    sheet.type("Osl")
    #expect(sheet.picker.query == "Osl")
    await sheet.location.settled()
    let rows = sheet.render()
    #expect(rows.contains { $0.contains("1 result for 'Osl'") })
    #expect(rows.contains { $0.contains("▸ ★ Oslo, Norway") })
  }

  @Test func hangulQueriesFindSeoul() async {
    let sheet = Picker()
    sheet.render()
    sheet.type("서울")
    await sheet.location.settled()
    #expect(sheet.render().contains { $0.contains("▸ ☆ 서울, 서울특별시, 대한민국") })
  }

  @Test func enterChoosesTheHighlightedPlaceAndCloses() async {
    let sheet = Picker()
    sheet.render()
    sheet.type("Osl")
    await sheet.location.settled()
    sheet.render()
    sheet.press(.enter)
    #expect(sheet.location.active == Location.fixtures.oslo)
    #expect(sheet.router.sheet == nil)
    #expect(sheet.picker.query == "")
    #expect(sheet.picker.highlighted == 0)
    #expect(sheet.location.search == .idle)
  }

  @Test func deletingTheQueryListsTheFavouritesAgain() async {
    let sheet = Picker()
    sheet.render()
    sheet.type("O")
    sheet.press(.backspace)
    #expect(sheet.picker.query == "")
    #expect(sheet.location.search == .idle)
    #expect(sheet.render().contains { $0.contains("Current location: Toronto, Ontario") })
  }

  @Test func arrowsMoveTheHighlightWithinTheRows() {
    let sheet = Picker()
    sheet.render()
    for _ in 0..<6 { sheet.press(.down) }
    #expect(sheet.picker.highlighted == 3)
    sheet.press(.up)
    #expect(sheet.picker.highlighted == 2)
    #expect(sheet.render().contains { $0.contains("▸ ★ Oslo, Norway") })
  }

  @Test func theAddRowAddsTheCurrentPlaceToTheFavourites() {
    let sheet = Picker()
    sheet.render()
    sheet.press(.down)
    sheet.press(.enter)
    #expect(sheet.location.favourites.last == Location.fixtures.toronto)
    #expect(sheet.router.sheet == .locationPicker)
    let rows = sheet.render()
    #expect(!rows.contains { $0.contains("Add Toronto") })
    #expect(rows.contains { $0.contains("▸ ★ Toronto, Ontario, Canada") })
  }

  @Test func deleteRemovesTheHighlightedFavourite() {
    let sheet = Picker()
    sheet.render()
    for _ in 0..<3 { sheet.press(.down) }
    sheet.press(.delete)
    #expect(sheet.location.favourites == [Location.fixtures.oslo])
    #expect(sheet.picker.highlighted == 2)
    #expect(sheet.render().contains { $0.contains("▸ ★ Oslo, Norway") })
  }

  @Test func deleteIsNotOfferedOnTheCurrentPlace() {
    let sheet = Picker()
    sheet.render()
    #expect(!sheet.renderer.dispatch(.delete))
    #expect(sheet.location.favourites.count == 2)
  }

  @Test func escClosesAndForgetsTheQuery() {
    let sheet = Picker()
    sheet.render()
    sheet.type("Os")
    sheet.press(.escape)
    #expect(sheet.router.sheet == nil)
    #expect(sheet.picker.query == "")
    #expect(sheet.location.active == Location.fixtures.toronto)
  }
}
