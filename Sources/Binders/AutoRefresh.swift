import Services

/// Refreshes every feed for the active location every N minutes of the injected clock,
/// N being the active account's `autoRefreshMinutes`.
///
/// The sequence it handles:
/// 1. `start()`: sleep N minutes on the clock (0 means auto-refresh is off: no timer).
/// 2. The interval ends: refresh each feed for the location then active, once even
///    when the clock jumped past several intervals; sleep again.
/// 3. The preference changes (a new value, or another account's): the timer restarts
///    with the new interval, counted from the change.
@MainActor
public final class AutoRefresh: Binder {
  private let preferences: PreferencesService
  private let location: LocationService
  private let feeds: [any LocationFeed]
  private let clock: WallClock
  private let work = BinderWork()

  public init(
    preferences: PreferencesService, location: LocationService, feeds: [any LocationFeed],
    clock: WallClock
  ) {
    self.preferences = preferences
    self.location = location
    self.feeds = feeds
    self.clock = clock
  }

  public func start() {
    guard
      work.observe(
        { [preferences] in preferences.preferences.autoRefreshMinutes },
        react: { [weak self] minutes in self?.restartTimer(minutes: minutes) })
    else { return }
    restartTimer(minutes: preferences.preferences.autoRefreshMinutes)
  }

  public func stop() {
    work.stop()
  }

  public var isSettled: Bool { work.isSettled }

  public func settled() async {
    await work.settled()
  }

  private func restartTimer(minutes: Int) {
    work.cancelTimer()
    guard minutes > 0 else { return }
    work.startTimer { [clock, weak self] in
      do {
        // One refresh however many intervals came by: the data fetched last is the
        // data shown, so a jump of the clock fetches once, at the last interval.
        for try await _ in clock.timer(every: .seconds(minutes * 60)) {
          guard let self else { return }
          for feed in self.feeds { feed.refresh(for: self.location.active) }
        }
      } catch {
        return  // cancelled: a new interval, or stop()
      }
    }
  }
}
