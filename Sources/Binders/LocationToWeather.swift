import Services

/// Fetches the weather, and every other feed the graph lists (the radar, the air
/// quality), for the active location whenever it changes.
///
/// The sequence it handles:
/// 1. `start()`: fetch each feed that is not already for the active location.
/// 2. The active location changes (the picker, an account switch): wait `debounce` on
///    the injected clock, so someone stepping through places does not start a fetch per
///    step; a newer change within the wait restarts it.
/// 3. When the wait ends, fetch each feed for the location then active, unless it is
///    already for it (an account switch fetches its home itself). `refresh(for:)`
///    cancels the request in flight, and the services drop any reply older than the
///    newest request: A's slow reply never replaces C's.
@MainActor
public final class LocationToWeather: Binder {
  private let location: LocationService
  private let feeds: [any LocationFeed]
  private let clock: WallClock
  private let debounce: Duration
  private let work = BinderWork()

  /// - Parameters:
  ///   - feeds: the services to fetch, in order (the graph's ``LocationFeed`` list).
  ///   - debounce: how long the location must stay put before it is fetched; `.zero`
  ///     fetches at once.
  public init(
    location: LocationService, feeds: [any LocationFeed], clock: WallClock,
    debounce: Duration = .milliseconds(300)
  ) {
    self.location = location
    self.feeds = feeds
    self.clock = clock
    self.debounce = debounce
  }

  public func start() {
    guard
      work.observe(
        { [location] in location.active }, react: { [weak self] _ in self?.locationChanged() })
    else { return }
    fetchIfNeeded(location.active)
  }

  public func stop() {
    work.stop()
  }

  public var isSettled: Bool { work.isSettled }

  public func settled() async {
    await work.settled()
  }

  private func locationChanged() {
    guard debounce > .zero else {
      // No debounce (scripted runs): fetch now, so the fetch is part of the change's
      // reaction and `settled()` covers it.
      work.cancelTimer()
      return fetchIfNeeded(location.active)
    }
    work.startTimer { [clock, debounce, weak self] in
      do {
        try await clock.sleep(debounce)
      } catch {
        return  // cancelled by a newer change or by stop()
      }
      guard let self else { return }
      self.fetchIfNeeded(self.location.active)
    }
  }

  private func fetchIfNeeded(_ place: Location) {
    for feed in feeds where !feed.isAbout(place) { feed.refresh(for: place) }
  }
}
