import Services

/// Refreshes the weather for the active location every N minutes of the injected
/// clock, N being the active account's `autoRefreshMinutes`.
///
/// The sequence it handles:
/// 1. `start()`: sleep N minutes on the clock (0 means auto-refresh is off: no timer).
/// 2. The sleep ends: refresh the weather for the location then active; sleep again.
/// 3. The preference changes (a new value, or another account's): the timer restarts
///    with the new interval, counted from the change.
@MainActor
public final class AutoRefresh: Binder {
  private let preferences: PreferencesService
  private let location: LocationService
  private let weather: WeatherService
  private let clock: WallClock
  private var observer: ValueObserver<Int>?
  private var timer: TimerTask?

  public init(
    preferences: PreferencesService, location: LocationService, weather: WeatherService,
    clock: WallClock
  ) {
    self.preferences = preferences
    self.location = location
    self.weather = weather
    self.clock = clock
  }

  public func start() {
    guard observer == nil else { return }
    let observer = ValueObserver(
      read: { [preferences] in
        preferences.preferences.autoRefreshMinutes
      },
      react: { [weak self] minutes in
        self?.restartTimer(minutes: minutes)
      })
    self.observer = observer
    observer.start()
    restartTimer(minutes: preferences.preferences.autoRefreshMinutes)
  }

  public func stop() {
    observer?.stop()
    observer = nil
    timer?.cancel()
    timer = nil
  }

  public var isSettled: Bool { parts.isSettled }

  public func settled() async {
    await parts.settled()
  }

  /// What a settle waits for: the reactions, and the timer until it sleeps.
  private var parts: [any Settling] { [observer as (any Settling)?, timer].compactMap { $0 } }

  private func restartTimer(minutes: Int) {
    timer?.cancel()
    timer = nil
    guard minutes > 0 else { return }
    timer = TimerTask { [clock, weak self] in
      while true {
        do {
          try await clock.sleep(.seconds(minutes * 60))
        } catch {
          return  // cancelled: a new interval, or stop()
        }
        guard let self else { return }
        self.weather.refresh(for: self.location.active)
      }
    }
  }
}
