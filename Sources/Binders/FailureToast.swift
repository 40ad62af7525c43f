import Services

/// Shows the failure notice when a refresh fails, and hides it again after a while or
/// as soon as a refresh succeeds.
///
/// The screens keep showing the last good data; this binder is what tells the person
/// that it is not fresh. It watches only whether the weather has an error, so a
/// failure that repeats does not re-show the toast, and it clears the toast after
/// `duration` on the app's clock (a scripted `tick` moves past it).
@MainActor
public final class FailureToast: Binder {
  /// The notice, as Clouds words it.
  public static let message = "Something broke. Make sure your device is online and try again."

  private let weather: WeatherService
  private let toast: ToastState
  private let clock: WallClock
  private let duration: Duration
  private var observer: ValueObserver<Bool>?
  private var hideTimer: TimerTask?

  /// - Parameter duration: how long the toast stays up.
  public init(
    weather: WeatherService, toast: ToastState, clock: WallClock,
    duration: Duration = .seconds(5)
  ) {
    self.weather = weather
    self.toast = toast
    self.clock = clock
    self.duration = duration
  }

  public func start() {
    guard observer == nil else { return }
    let observer = ValueObserver(
      read: { [weather] in weather.state.error != nil },
      react: { [weak self] failed in self?.failureChanged(failed) })
    self.observer = observer
    observer.start()
  }

  public func stop() {
    observer?.stop()
    observer = nil
    hideTimer?.cancel()
    hideTimer = nil
  }

  public var isSettled: Bool { parts.isSettled }

  public func settled() async {
    await parts.settled()
  }

  /// What a settle waits for: the reactions, and the timer until it sleeps.
  private var parts: [any Settling] { [observer as (any Settling)?, hideTimer].compactMap { $0 } }

  private func failureChanged(_ failed: Bool) {
    hideTimer?.cancel()
    hideTimer = nil
    guard failed else { return toast.dismiss() }
    toast.show(Self.message)
    hideTimer = TimerTask { [clock, duration, weak self] in
      do {
        try await clock.sleep(duration)
      } catch {
        return  // a newer change or stop() took over
      }
      self?.toast.dismiss()
    }
  }
}
