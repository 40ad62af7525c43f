import Services

/// What a binder has under way: the observer that watches its one thing, and at most one
/// timer (a debounce, a refresh interval, a toast's time on screen, playback).
///
/// Every binder starts, stops and settles the same way, so that is written once, here:
/// ``observe(_:react:)`` starts watching unless already started, ``stop()`` stops the
/// observer and cancels the timer, and ``settled()`` waits for the reactions and for the
/// timer until it sleeps. A binder keeps one and forwards `stop`, `isSettled` and
/// `settled` to it.
@MainActor
final class BinderWork: Settling {
  private var observer: (any Observing)?
  private var timer: TimerTask?

  /// Starts calling `react` with each new value `read` returns (not the current one).
  ///
  /// - Returns: `false`, doing nothing, when already started: `start()` twice is one
  ///   start.
  @discardableResult
  func observe<Value: Equatable & Sendable>(
    _ read: @escaping @MainActor () -> Value, react: @escaping @MainActor (Value) -> Void
  ) -> Bool {
    guard observer == nil else { return false }
    let observer = ValueObserver(read: read, react: react)
    self.observer = observer
    observer.start()
    return true
  }

  /// Cancels the timer running, if any, and starts `body` as the new one.
  func startTimer(_ body: @escaping @MainActor () async -> Void) {
    cancelTimer()
    timer = TimerTask(body)
  }

  /// Cancels the timer running, if any.
  func cancelTimer() {
    timer?.cancel()
    timer = nil
  }

  /// Stops watching and cancels the timer; ``observe(_:react:)`` can start again.
  func stop() {
    observer?.stop()
    observer = nil
    cancelTimer()
  }

  var isSettled: Bool { parts.isSettled }

  func settled() async {
    await parts.settled()
  }

  /// What a settle waits for: the reactions, and the timer until it sleeps.
  private var parts: [any Settling] { [observer as (any Settling)?, timer].compactMap { $0 } }
}

/// A ``ValueObserver`` of any value, as ``BinderWork`` holds it.
@MainActor
private protocol Observing: Settling {
  func stop()
}

extension ValueObserver: Observing {}
