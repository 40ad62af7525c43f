/// A service that fetches through one of the account's ``Clients``.
///
/// The app's graph lists each such service once, and everything that must reach all of
/// them derives from that list: an account switch hands every one its new client, and
/// a settle waits for every one's request in flight. So a new data source is wired by
/// being listed, not by editing each of those places.
@MainActor
public protocol DataService: Settling {
  /// Takes its client from `clients` (an account switch) and drops the request in
  /// flight: its reply was asked for with the old account's key.
  func use(_ clients: Clients)
}

/// A data service whose data is about the location on screen: the weather, the radar,
/// the air quality.
///
/// A location change refreshes every feed (the `LocationToWeather` binder), and so do
/// an account switch and the `r` key.
@MainActor
public protocol LocationFeed: DataService {
  associatedtype Value: Sendable & Equatable

  /// The data: idle, loading, loaded or failed with the last good value.
  var state: FetchState<Value> { get }

  /// Fetches the data for `location`, cancelling any request in flight.
  func refresh(for location: Location)
}

extension LocationFeed {
  /// Whether the data is for `place` already (loaded, loading or failed): a binder need
  /// not fetch it again.
  public func isAbout(_ place: Location) -> Bool { state.location?.id == place.id }

  /// Why the last request failed, if it did: what the failure notice and
  /// `stratus render`'s exit status look at, for every feed alike.
  public var failure: ClientError? { state.error }
}

extension WeatherService: LocationFeed {
  public func use(_ clients: Clients) { setClient(clients.weather) }
}

extension RadarService: LocationFeed {
  public func use(_ clients: Clients) { setClient(clients.radar) }
}

extension LocationService: DataService {
  public func use(_ clients: Clients) { setClient(clients.geocoding) }
}
