import TextUI

/// Named sample data, shared by previews, snapshot tests and the CLI.
extension LocationPickerSheet.Props {
  /// In Toronto (not a favourite) with Oslo and 東京 as favourites, Oslo highlighted.
  public static let favourites = Self(query: "", rows: .favourites, border: .rounded)

  /// In Toronto with no favourites yet.
  public static let noFavourites = Self(
    query: "",
    rows: .init(rows: [
      .init(
        id: "current", text: "Current location: Toronto, Ontario", isHighlighted: true,
        pointer: "▸"),
      .init(id: "add", text: "Add Toronto to favourites", isHighlighted: false, pointer: "▸"),
    ]),
    emptyText: CentredMessage.Props.noFavourites, border: .rounded)

  /// "Osl" typed, the search on its way.
  public static let searching = Self(
    query: "Osl", status: "Searching…", rows: .init(rows: []), border: .rounded)

  /// "Osl" typed and answered: Oslo, already a favourite.
  public static let results = Self(
    query: "Osl", status: "1 result for 'Osl'",
    rows: .init(rows: [
      .init(
        id: "result:59.9139,10.7522", text: "★ Oslo, Norway", isHighlighted: true,
        isRemovable: true, pointer: "▸")
    ]),
    border: .rounded)

  /// A query nothing matches.
  public static let noResults = Self(
    query: "Atlantis", status: "No results for 'Atlantis'", rows: .init(rows: []),
    border: .rounded)

  /// The search could not reach the geocoder.
  public static let failed = Self(
    query: "Osl",
    status:
      "Search failed: Could not reach geocoding-api.open-meteo.com: the network is unreachable",
    searchFailed: true, rows: .init(rows: []), border: .rounded)

  /// "서울" typed and found: wide glyphs in the field and the row.
  public static let cjk = Self(
    query: "서울", status: "1 result for '서울'",
    rows: .init(rows: [
      .init(
        id: "result:37.5665,126.978", text: "☆ 서울, 서울특별시, 대한민국", isHighlighted: true,
        pointer: "▸")
    ]),
    border: .rounded)

  /// More results than the sheet has lines, the fifteenth highlighted: the list scrolls
  /// to keep it in sight.
  public static let scrolled = Self(
    query: "P", status: "20 results for 'P'", rows: .long, border: .rounded)

  /// The favourites in the ASCII glyph set, the current location highlighted.
  public static let ascii = Self(
    query: "",
    rows: .init(rows: [
      .init(
        id: "current", text: "Current location: Toronto, Ontario", isHighlighted: true,
        pointer: ">"),
      .init(id: "add", text: "Add Toronto to favourites", isHighlighted: false, pointer: ">"),
      .init(
        id: "favourite:59.9139,10.7522", text: "* Oslo, Norway", isHighlighted: false,
        isRemovable: true,
        pointer: ">"),
      .init(
        id: "favourite:35.6762,139.6503", text: "* 東京, 東京都, 日本", isHighlighted: false,
        isRemovable: true, pointer: ">"),
    ]),
    border: .ascii)
}

extension LocationPickerSheet: Previewable {
  public static let fixtures: [Fixture<LocationPickerSheet>] = [
    Fixture("favourites", LocationPickerSheet(props: .favourites)),
    Fixture("noFavourites", LocationPickerSheet(props: .noFavourites)),
    Fixture("searching", LocationPickerSheet(props: .searching)),
    Fixture("results", LocationPickerSheet(props: .results)),
    Fixture("noResults", LocationPickerSheet(props: .noResults)),
    Fixture("failed", LocationPickerSheet(props: .failed)),
    Fixture("cjk", LocationPickerSheet(props: .cjk)),
    Fixture("scrolled", LocationPickerSheet(props: .scrolled)),
    Fixture("ascii", LocationPickerSheet(props: .ascii)),
  ]
}
