import Observation

/// Owns where the weather is shown for, the active account's favourite places, and
/// place search.
///
/// Changing ``active`` is all it does on a selection: fetching that place's weather is
/// the `LocationToWeather` binder's job, so this service knows nothing of weather.
@MainActor
@Observable
public final class LocationService {
  /// The place on screen.
  public private(set) var active: Location
  /// The active account's favourite places, in the person's order.
  public private(set) var favourites: [Location]
  /// The account the ``favourites`` belong to: they are saved to it, even when the
  /// saving happens after a switch to another account.
  public private(set) var favouritesAccountID: Account.ID
  /// The place search behind the location picker.
  public private(set) var search: SearchState = .idle

  @ObservationIgnored private var client: GeocodingClient
  @ObservationIgnored private let log: Log
  @ObservationIgnored private let requests = LatestRequest()

  /// - Parameters:
  ///   - active: the place to start on.
  ///   - favourites: the favourites of the account `accountID`.
  ///   - client: searches for places; replaced by ``setClient(_:)`` on an account switch.
  public init(
    active: Location, favourites: [Location], ofAccount accountID: Account.ID,
    client: GeocodingClient, log: Log = .discarding
  ) {
    self.active = active
    self.favourites = favourites
    self.favouritesAccountID = accountID
    self.client = client
    self.log = log
  }

  // MARK: - The active location

  /// Shows the weather for `location`.
  public func select(_ location: Location) {
    guard location != active else { return }
    active = location
    log.write("location: selected \(location.name)")
  }

  // MARK: - Favourites

  /// Whether `location` is among the favourites (by coordinates).
  public func isFavourite(_ location: Location) -> Bool {
    favourites.contains { $0.id == location.id }
  }

  /// Adds `location` at the end of the favourites; a place already there is not added
  /// twice.
  public func addFavourite(_ location: Location) {
    guard !isFavourite(location) else { return }
    favourites.append(location)
  }

  /// Removes the favourite with `location`'s coordinates, if there is one.
  public func removeFavourite(_ location: Location) {
    favourites.removeAll { $0.id == location.id }
  }

  /// Moves the favourite at `source` so it ends up at `destination`; indices outside
  /// the list are ignored.
  public func moveFavourite(from source: Int, to destination: Int) {
    guard favourites.indices.contains(source), favourites.indices.contains(destination),
      source != destination
    else { return }
    favourites.insert(favourites.remove(at: source), at: destination)
  }

  /// Replaces the favourites with those of the account `accountID`.
  public func loadFavourites(_ favourites: [Location], ofAccount accountID: Account.ID) {
    self.favourites = favourites
    favouritesAccountID = accountID
  }

  // MARK: - Search

  /// Searches for places named like `query`, cancelling the search in flight; a blank
  /// query clears the results without asking the client.
  public func search(for query: String) {
    guard !query.allSatisfy(\.isWhitespace) else { return clearSearch() }
    search = .searching(query: query)
    let client = self.client
    requests.start {
      try await client.search(query)
    } deliver: { [weak self] result in
      self?.finishSearch(result, for: query)
    }
  }

  /// Forgets the query and its results.
  public func clearSearch() {
    requests.cancel()
    search = .idle
  }

  /// Replaces the geocoding client and drops the search in flight.
  public func setClient(_ client: GeocodingClient) {
    requests.cancel()
    self.client = client
    if case .searching = search { search = .idle }
  }

  private func finishSearch(_ result: Result<[Location], any Error>, for query: String) {
    switch result {
    case .success(let places): search = .found(query: query, results: places)
    case .failure(let error):
      search = .failed(query: query, error: ClientError(wrapping: error, source: "place search"))
    }
  }
}

// MARK: - Settling

extension LocationService: Settling {
  /// Whether the latest search has been answered, or waits for time: asleep on the
  /// clock, or never answering (see ``WorkProgress``).
  public var isSettled: Bool { requests.isSettled }

  /// Waits until ``isSettled``, so a runtime or a test can look at a settled state.
  public func settled() async {
    await requests.settled()
  }
}
