/// How one piece of the app's work is getting on: *working*, *waiting* for time (or for
/// ever), or over. A piece of work is a service's request or a binder's timer.
///
/// Settling the app means waiting until nothing more will happen by itself, and that
/// rule is: wait for work, never for time. Working will end by itself: a fixture answers
/// at once, a file is read, an HTTP exchange ends within its transport's deadline, a
/// timer that has fired does what it fires for. So a settle waits for it, however slow
/// the server or busy the machine. Time is the driver's to give: a request or a timer
/// asleep on the app's clock (a debounce, a 10-minute refresh, a test's slow server on a
/// ``ManualClock``) waits for a `tick`, and a request that never answers
/// (``neverAnswer()``, `--state loading`) waits for ever. Waiting for those would wait
/// for ever, so a settle leaves them be: the request stays loading, the timer armed.
///
/// Nothing is passed down through a client to tell the two apart. The work runs with its
/// progress as the task-local ``current`` (see ``run(_:isolation:)``), and the waits look
/// it up: ``WallClock/sleep`` marks the work waiting while it sleeps, and a manual clock
/// marks it working again at the moment it wakes it, before its task has even run again,
/// so a settle after a `tick` waits for what the tick set off. Whoever awaits
/// ``settled()`` is resumed, never polled.
public final class WorkProgress: Sendable {
  /// The progress of the work the current task does, if any.
  @TaskLocal static var current: WorkProgress?

  private struct State {
    var waits = 0
    var isOver = false
    var waiters: [CheckedContinuation<Void, Never>] = []

    var isSettled: Bool { isOver || waits > 0 }
  }

  private let state = LockedValue(State())

  /// New work, working from this moment: a settle waits for it until it first sleeps,
  /// or ends.
  public init() {}

  /// Whether there is nothing to wait for: the work is over, or waits for time.
  public var isSettled: Bool { state.withLock { $0.isSettled } }

  /// Waits until ``isSettled``.
  public func settled() async {
    await withCheckedContinuation { continuation in
      let settledAlready = state.withLock { state -> Bool in
        if state.isSettled { return true }
        state.waiters.append(continuation)
        return false
      }
      if settledAlready { continuation.resume() }
    }
  }

  /// Runs `operation` as this work, so the clock sleeps inside it (in any function it
  /// calls, in any client) mark this work waiting.
  public func run<Result>(
    _ operation: () async throws -> Result, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: operation)
  }

  /// The work delivered, was cancelled or was replaced: nobody waits for it any more.
  public func end() { update { $0.isOver = true } }

  // MARK: - Waiting

  /// The work starts waiting for time, or for ever.
  func beginWaiting() { update { $0.waits += 1 } }

  /// The wait is over: the work goes on (unless it waits elsewhere too).
  func endWaiting() { update { $0.waits -= 1 } }

  /// Applies `change`, then resumes the waiters if the work has settled. They are
  /// resumed outside the lock; resuming only schedules them.
  private func update(_ change: (inout State) -> Void) {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      change(&state)
      guard state.isSettled else { return [] }
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

extension WorkProgress {
  /// Marks the current work, if any, waiting while `wait` runs: a sleep on a clock that
  /// cannot tell when it wakes (the system's).
  static func waiting<Result>(
    _ wait: () async throws -> Result, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Result {
    let work = current
    work?.beginWaiting()
    defer { work?.endWaiting() }
    return try await wait()
  }

  /// Never answers: waits until the calling task is cancelled (a newer request, a new
  /// client, the app stopping), then throws `CancellationError`.
  ///
  /// The work it is part of waits meanwhile, so a settle does not wait for it:
  /// `stratus render --state loading` draws the loading screen at once.
  public static func neverAnswer<Value>() async throws -> Value {
    try await waiting { () async throws -> Value in
      while true { try await Task.sleep(for: .seconds(3600)) }
    }
  }
}
