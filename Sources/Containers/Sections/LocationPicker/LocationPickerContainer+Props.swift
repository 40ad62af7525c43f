import Presentation
import Services
import TextUI

extension LocationPickerContainer {
  /// The sheet for `rows`, with `query` in the field, the state of the `search` and the
  /// row at `highlighted` (kept within the rows) marked.
  public static func props(
    rows: PickerRows, query: String, search: SearchState, highlighted: Int, glyphs: Glyphs
  ) -> LocationPickerSheet.Props {
    let highlightedIndex = rows.highlightedIndex(highlighted)
    let noFavourites = !rows.isSearching && !rows.rows.contains { $0.favourite != nil }
    let searchFailed = if case .failed = search { true } else { false }
    return LocationPickerSheet.Props(
      query: query,
      status: rows.isSearching ? status(of: search, query: query, glyphs: glyphs) : nil,
      searchFailed: rows.isSearching && searchFailed,
      rows: LocationPickerList.Props(
        rows: rows.rows.enumerated().map { index, row in
          LocationPickerRow.Props(
            id: id(of: row), text: text(of: row, glyphs: glyphs),
            isHighlighted: index == highlightedIndex, isRemovable: row.favourite != nil,
            pointer: glyphs.pointer)
        }),
      emptyText: noFavourites ? CentredMessage.Props.noFavourites : nil,
      border: glyphs.border)
  }

  /// The status line for `search` under `query`: ``status(of:glyphs:)``, after a note
  /// that typing stops when `query` has reached ``PickerState/maximumQueryLength``, so
  /// a paste that was cut short says so.
  public static func status(of search: SearchState, query: String, glyphs: Glyphs) -> String? {
    let status = status(of: search, glyphs: glyphs)
    guard query.count >= PickerState.maximumQueryLength else { return status }
    let note = "Search stops at \(PickerState.maximumQueryLength) characters."
    return status.map { "\(note) \($0)" } ?? note
  }

  /// "Searching…", "3 results for 'O'", "No results for 'Atlantis'", or why the search
  /// failed; `nil` before any search.
  public static func status(of search: SearchState, glyphs: Glyphs) -> String? {
    switch search {
    case .idle: nil
    case .searching: "Searching\(glyphs.ellipsis)"
    case .found(let query, let results):
      switch results.count {
      case 0: "No results for '\(query)'"
      case 1: "1 result for '\(query)'"
      case let count: "\(count) results for '\(query)'"
      }
    case .failed(_, let error): "Search failed: \(error)"
    }
  }

  /// A row's text: the current place, the offer to add it, or a place with its
  /// favourite star (filled for a favourite, hollow for a result that is not one).
  public static func text(of row: PickerRows.Row, glyphs: Glyphs) -> String {
    switch row {
    case .current(let place): "Current location: \(place.displayName)"
    case .addFavourite(let place): "Add \(place.name) to favourites"
    case .favourite(let place): "\(glyphs.favourite) \(place.fullName)"
    case .result(let place, let isFavourite):
      "\(isFavourite ? glyphs.favourite : glyphs.notFavourite) \(place.fullName)"
    }
  }

  /// A row's identity in the list, stable while rows are added and removed around it.
  static func id(of row: PickerRows.Row) -> String {
    switch row {
    case .current: "current"
    case .addFavourite: "add"
    case .favourite(let place): "favourite:\(place.id)"
    case .result(let place, _): "result:\(place.id)"
    }
  }
}
