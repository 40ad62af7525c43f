import Services

/// Fetches the weather and the radar for the active location whenever it changes.
///
/// The sequence it handles:
/// 1. `start()`: if the weather is not already for the active location, fetch it now.
/// 2. The active location changes (the picker, an account switch): wait `debounce` on
///    the injected clock, so someone stepping through places does not start a fetch per
///    step; a newer change within the wait restarts it.
/// 3. When the wait ends, fetch the weather and the radar for the location then
///    active, unless they are already for it (an account switch fetches its home
///    itself). `refresh(for:)` cancels the request in flight, and the services drop
///    any reply older than the newest request: A's slow reply never replaces C's.
@MainActor
public final class LocationToWeather: Binder {
  private let location: LocationService
  private let weather: WeatherService
  private let radar: RadarService
  private let clock: WallClock
  private let debounce: Duration
  private var observer: ValueObserver<Location>?
  private var pendingFetch: TimerTask?

  /// - Parameter debounce: how long the location must stay put before it is fetched;
  ///   `.zero` fetches at once.
  public init(
    location: LocationService, weather: WeatherService, radar: RadarService, clock: WallClock,
    debounce: Duration = .milliseconds(300)
  ) {
    self.location = location
    self.weather = weather
    self.radar = radar
    self.clock = clock
    self.debounce = debounce
  }

  public func start() {
    guard observer == nil else { return }
    let observer = ValueObserver(
      read: { [location] in location.active },
      react: { [weak self] _ in
        self?.locationChanged()
      })
    self.observer = observer
    observer.start()
    fetchIfNeeded(location.active)
  }

  public func stop() {
    observer?.stop()
    observer = nil
    pendingFetch?.cancel()
    pendingFetch = nil
  }

  public var isSettled: Bool { parts.isSettled }

  public func settled() async {
    await parts.settled()
  }

  /// What a settle waits for: the reactions, and the timer until it sleeps.
  private var parts: [any Settling] {
    [observer as (any Settling)?, pendingFetch].compactMap { $0 }
  }

  private func locationChanged() {
    pendingFetch?.cancel()
    guard debounce > .zero else {
      // No debounce (scripted runs): fetch now, so the fetch is part of the change's
      // reaction and `settled()` covers it.
      pendingFetch = nil
      return fetchIfNeeded(location.active)
    }
    pendingFetch = TimerTask { [clock, debounce, weak self] in
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
    if weather.state.location?.id != place.id { weather.refresh(for: place) }
    if radar.state.location?.id != place.id { radar.refresh(for: place) }
  }
}
