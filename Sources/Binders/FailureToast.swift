import Services

/// Shows the failure notice when a refresh fails, and hides it again after a while or
/// as soon as a refresh succeeds.
///
/// The screens keep showing the last good data; this binder is what tells the person
/// that it is not fresh. It watches only whether any feed has an error, so a failure
/// that repeats does not re-show the toast, and it clears the toast after `duration` on
/// the app's clock (a scripted `tick` moves past it).
@MainActor
public final class FailureToast: Binder {
  private let feeds: [any LocationFeed]
  private let toast: ToastState
  private let clock: WallClock
  private let duration: Duration
  private let work = BinderWork()

  /// - Parameter duration: how long the toast stays up.
  public init(
    feeds: [any LocationFeed], toast: ToastState, clock: WallClock,
    duration: Duration = .seconds(5)
  ) {
    self.feeds = feeds
    self.toast = toast
    self.clock = clock
    self.duration = duration
  }

  public func start() {
    work.observe(
      { [feeds] in feeds.contains { $0.failure != nil } },
      react: { [weak self] failed in self?.failureChanged(failed) })
  }

  public func stop() {
    work.stop()
  }

  public var isSettled: Bool { work.isSettled }

  public func settled() async {
    await work.settled()
  }

  private func failureChanged(_ failed: Bool) {
    work.cancelTimer()
    guard failed else { return toast.dismiss() }
    toast.show(.refreshFailed)
    work.startTimer { [clock, duration, weak self] in
      do {
        try await clock.sleep(duration)
      } catch {
        return  // a newer change or stop() took over
      }
      self?.toast.dismiss()
    }
  }
}
