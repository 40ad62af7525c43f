import Foundation

/// A clock that moves only when a test says so.
///
/// Tasks that sleep on it wait until ``advance(by:)`` passes their deadline; then they
/// resume in deadline order, each seeing ``now`` equal to its own deadline, exactly as
/// if the time had really passed. Nothing sleeps for real.
///
/// Work that sleeps on the clock (a binder's timer, a test's slow server) waits for time
/// while it sleeps, so the app settles without waiting for it (see ``WorkProgress``).
/// The clock marks it working again at the moment it wakes it, before its task runs
/// again, and ``advance(by:)`` waits until that work is done (asleep again, or over)
/// before it wakes the next sleeper.
///
/// A jump costs what happens in it, not its length: a ``PeriodicTimer`` that comes due
/// many times in the span wakes once, at the last of those times, and is told how many
/// there were (see ``advance(by:)``).
///
/// ```swift
/// let clock = ManualClock(now: .fixtures.sundayAfternoon)
/// let refresher = AutoRefresh(clock: clock.clock, …)
/// await clock.waitForSleepers(1)
/// await clock.advance(by: .seconds(600))   // the 10-minute refresh fires
/// ```
public final class ManualClock: Sendable {
  private struct Sleeper {
    var id: Int
    var deadline: Date
    /// The period of a ``PeriodicTimer``'s sleeper, whose later firings a jump may pass
    /// too; `nil` for a plain sleep.
    var period: Duration?
    /// Resumed with the number of firings that came by (1 for a plain sleep).
    var continuation: CheckedContinuation<Int, any Error>
    /// The work the sleeping task does, waiting while it sleeps.
    var work: WorkProgress?

    /// Marks the sleeper's work working again, then wakes it with `result`.
    func wake(_ result: Result<Int, any Error>) {
      work?.endWaiting()
      continuation.resume(with: result)
    }

    /// When the sleeper wakes if nothing else is due before `horizon`, and how many of
    /// its firings have come by then: a timer's last firing by `horizon`, or the
    /// deadline of a plain sleep.
    func wakeUp(by horizon: Date) -> (time: Date, firings: Int) {
      guard let period else { return (deadline, 1) }
      let (count, last) = PeriodicTimer.firings(from: deadline, every: period, by: horizon)
      return (last, count)
    }
  }

  private struct State {
    var now: Date
    var sleepers: [Sleeper] = []
    var nextID = 0
    var wakeCount = 0
  }

  private let state: LockedValue<State>

  /// A clock showing `now`.
  public init(now: Date) {
    state = LockedValue(State(now: now))
  }

  /// The clock's time.
  public var now: Date { state.withLock { $0.now } }

  /// How many tasks are sleeping on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// How many times ``advance(by:)`` has woken a sleeper: what the jumps so far cost,
  /// for a test to bound.
  public var wakeCount: Int { state.withLock { $0.wakeCount } }

  /// This clock as the ``WallClock`` value services take.
  public var clock: WallClock {
    WallClock(
      now: { self.now }, markingWaits: { try await self.sleep(for: $0) },
      waitForFirings: { try await self.waitForFirings(at: $0, every: $1) })
  }

  /// Waits until the clock has moved `duration` past the time of the call.
  public func sleep(for duration: Duration) async throws {
    _ = try await wait { now in (now + duration.timeInterval, nil) }
  }

  /// Waits for a ``PeriodicTimer``'s firing at `deadline`; a jump past later firings
  /// too wakes it once, at the last of them.
  ///
  /// - Returns: how many of its firings came by.
  func waitForFirings(at deadline: Date, every period: Duration) async throws -> Int {
    try await wait { _ in (deadline, period) }
  }

  /// Sleeps until the deadline `schedule` gives for the clock's time, a timer's when it
  /// gives a period; returns how many of its firings came by.
  private func wait(
    until schedule: (Date) -> (deadline: Date, period: Duration?)
  ) async throws -> Int {
    try Task.checkCancellation()
    let work = WorkProgress.current
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow: Result<Int, any Error>? = state.withLock { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          let (deadline, period) = schedule(state.now)
          let sleeper = Sleeper(
            id: id, deadline: deadline, period: period, continuation: continuation, work: work)
          if deadline <= state.now { return .success(sleeper.wakeUp(by: state.now).firings) }
          // Waiting from the same critical section that makes the sleeper visible to
          // `advance`, so the wake can never come before the wait.
          work?.beginWaiting()
          state.sleepers.append(sleeper)
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.wake(.failure(CancellationError()))
    }
  }

  /// Moves the clock forward by `duration`, waking each sleeper whose deadline passes,
  /// earliest first, with ``now`` set to the time it wakes at; then lets the woken tasks
  /// run.
  ///
  /// A jump advances from one distinct effect to the next, not period by period. A
  /// plain sleep wakes at its deadline. A ``PeriodicTimer`` that comes due several times
  /// before the next plain sleeper's deadline (or the end of the jump) wakes once, at
  /// the last of those times, told how many came by; so `advance(by: .hours(100_000))`
  /// over a 10-minute refresh and half-second radar playback wakes each once, where
  /// stepping would wake them 600,000 and 720 million times. A plain sleeper due in
  /// between (a debounce, a toast's time on screen, a slow server's reply) still sees
  /// each timer fire just before it, at the last firing before its deadline, as stepping
  /// would.
  ///
  /// A sleeper that does tracked work (a binder's timer, a request; see
  /// ``WorkProgress``) is waited for until that work sleeps again or ends, so the next
  /// sleeper wakes only after it; work the clock cannot follow is given yields. So a
  /// client that sleeps on the clock and then waits for an answer the test gives only
  /// after `advance` returns would wait for ever: a test answers such a client from
  /// another task, or lets it answer by itself as the scripted slow servers do.
  ///
  /// What a woken task sets off in other tasks (the request a refresh starts) is not
  /// its work, so the clock could move on before it lands, and a reply stamped with
  /// the clock's time would show a later time than its wake. A caller that knows that
  /// work waits for it in `afterEachWake`, as the app's runtime settles the app there:
  /// the reply to a refresh at 15:40 then says 15:40 however far the jump goes.
  ///
  /// - Parameters:
  ///   - duration: how far to move the clock.
  ///   - afterEachWake: runs after each wake, once the woken task's work is done and
  ///     before the next wake.
  /// - Complexity: O(*w* × *s*), *w* the wakes (the plain sleepers due, and the timers
  ///   once between each two of them), *s* the sleepers; independent of `duration`.
  public func advance(
    by duration: Duration, afterEachWake: @Sendable () async -> Void = {}
  ) async {
    let target = now + duration.timeInterval
    while let (sleeper, firings) = takeNextWake(dueBy: target) {
      sleeper.wake(.success(firings))
      await sleeper.work?.settled()
      await Self.letOtherTasksRun()
      await afterEachWake()
    }
    state.withLock { $0.now = max($0.now, target) }
    await Self.letOtherTasksRun()
  }

  /// Waits (without moving time) until at least `count` tasks are sleeping on the
  /// clock, so a test advances only after the code under test has started to wait.
  ///
  /// It yields rather than sleeps, and gives up after `attempts` yields so a test whose
  /// code never sleeps fails instead of hanging.
  ///
  /// - Returns: whether `count` sleepers were reached.
  @discardableResult
  public func waitForSleepers(_ count: Int, attempts: Int = 100_000) async -> Bool {
    var attempt = 0
    while sleeperCount < count, attempt < attempts {
      attempt += 1
      await Task.yield()
    }
    return sleeperCount >= count
  }

  /// Removes the sleeper to wake next by `target`, moves the clock to the time it wakes
  /// at, and returns it with the number of its firings that came by.
  ///
  /// The next plain sleeper's deadline (or `target`) is the horizon: every timer due
  /// before it fires once, at its last firing by then, in the order of those times;
  /// at equal times, the sleeper that began to wait first wakes first.
  private func takeNextWake(dueBy target: Date) -> (Sleeper, firings: Int)? {
    state.withLock { state in
      let horizon = state.sleepers.lazy.filter { $0.period == nil }.map(\.deadline)
        .reduce(target, min)
      var next: (index: Int, time: Date, firings: Int)?
      for (index, sleeper) in state.sleepers.enumerated() where sleeper.deadline <= horizon {
        let wake = sleeper.wakeUp(by: horizon)
        if next.map({ wake.time < $0.time }) ?? true { next = (index, wake.time, wake.firings) }
      }
      guard let next else { return nil }
      state.wakeCount += 1
      state.now = max(state.now, next.time)
      return (state.sleepers.remove(at: next.index), next.firings)
    }
  }

  /// NB: a task the clock cannot follow (a test's own `Task` sleeping on it) resumes on
  /// the cooperative pool; yielding a number of times gives it the chance to reach its
  /// next suspension point before the test continues. It is the same approach as
  /// swift-clocks' `TestClock`. The app does not rely on it: its timers and requests are
  /// tracked work (``WorkProgress``), which ``advance(by:)`` and a settle wait for;
  /// tests that need more certainty wait for an observable effect.
  private static func letOtherTasksRun() async {
    for _ in 0..<50 { await Task.yield() }
  }
}
