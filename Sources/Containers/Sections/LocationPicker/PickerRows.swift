import Services

/// The rows the location picker lists, in order: worked out in one place so that what
/// the sheet shows and what Enter and Delete act on can never disagree.
///
/// With no query: the current location, an offer to add it to the favourites when it is
/// not one, then the favourites. With a query: the places the search found.
///
/// The container builds the rows for the sheet's props; the actions build them again
/// from the services *when the key is pressed* and act on the highlighted one, so a
/// reused sheet never acts on a stale list.
public struct PickerRows: Equatable, Sendable {
  /// One row of the picker.
  public enum Row: Equatable, Sendable {
    /// The place on screen.
    case current(Location)
    /// The offer to add the place on screen to the favourites.
    case addFavourite(Location)
    /// A favourite place.
    case favourite(Location)
    /// A place the search found, and whether it is already a favourite.
    case result(Location, isFavourite: Bool)

    /// The place Enter shows, or `nil` for the offer to add a favourite.
    public var place: Location? {
      switch self {
      case .current(let place), .favourite(let place), .result(let place, _): place
      case .addFavourite: nil
      }
    }

    /// The favourite Delete removes, if the row is a favourite.
    public var favourite: Location? {
      switch self {
      case .favourite(let place), .result(let place, isFavourite: true): place
      case .current, .addFavourite, .result: nil
      }
    }
  }

  /// The rows, in order.
  public let rows: [Row]
  /// Whether a query has been typed (a blank one does not count): results are listed
  /// instead of the favourites.
  public let isSearching: Bool

  /// The rows for the query typed so far.
  ///
  /// - Parameters:
  ///   - query: the picker's query; blank means the favourites are listed.
  ///   - active: the place on screen.
  ///   - favourites: the active account's favourites, in order.
  ///   - search: the place search's state, whose results are listed for a query.
  public init(query: String, active: Location, favourites: [Location], search: SearchState) {
    isSearching = !query.allSatisfy(\.isWhitespace)
    if isSearching {
      rows = search.results.map { place in
        .result(place, isFavourite: favourites.contains { $0.isSamePlace(as: place) })
      }
    } else {
      let isFavourite = favourites.contains { $0.isSamePlace(as: active) }
      rows =
        [.current(active)] + (isFavourite ? [] : [.addFavourite(active)])
        + favourites.map(Row.favourite)
    }
  }

  /// The rows as the services and the picker hold them now.
  @MainActor
  public init(location: LocationService, picker: PickerState) {
    self.init(
      query: picker.query, active: location.active, favourites: location.favourites,
      search: location.search)
  }

  /// The index of the highlighted row, given the picker's `highlighted`, kept within
  /// the rows (the list can shrink under the highlight); `nil` when there are none.
  public func highlightedIndex(_ highlighted: Int) -> Int? {
    rows.isEmpty ? nil : min(max(0, highlighted), rows.count - 1)
  }

  /// The highlighted row, if there are rows.
  public func highlightedRow(_ highlighted: Int) -> Row? {
    highlightedIndex(highlighted).map { rows[$0] }
  }
}
