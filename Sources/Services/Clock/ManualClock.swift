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
    var continuation: CheckedContinuation<Void, any Error>
    /// The work the sleeping task does, waiting while it sleeps.
    var work: WorkProgress?

    /// Marks the sleeper's work working again, then wakes it with `result`.
    func wake(_ result: Result<Void, any Error>) {
      work?.endWaiting()
      continuation.resume(with: result)
    }
  }

  private struct State {
    var now: Date
    var sleepers: [Sleeper] = []
    var nextID = 0
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

  /// This clock as the ``WallClock`` value services take.
  public var clock: WallClock {
    WallClock(now: { self.now }, markingWaits: { try await self.sleep(for: $0) })
  }

  /// Waits until the clock has moved `duration` past the time of the call.
  public func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    let work = WorkProgress.current
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow: Bool? = state.withLock { state in
          if Task.isCancelled { return false }
          let deadline = state.now.addingTimeInterval(duration.timeInterval)
          if deadline <= state.now { return true }
          // Waiting from the same critical section that makes the sleeper visible to
          // `advance`, so the wake can never come before the wait.
          work?.beginWaiting()
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, work: work))
          return nil
        }
        switch resumeNow {
        case true?: continuation.resume()
        case false?: continuation.resume(throwing: CancellationError())
        case nil: break
        }
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
  /// earliest first, with ``now`` set to its deadline; then lets the woken tasks run.
  ///
  /// A sleeper that does tracked work (a binder's timer, a request; see
  /// ``WorkProgress``) is waited for until that work sleeps again or ends, so the next
  /// sleeper wakes only after it; work the clock cannot follow is given yields. So a
  /// client that sleeps on the clock and then waits for an answer the test gives only
  /// after `advance` returns would wait for ever: a test answers such a client from
  /// another task, or lets it answer by itself as the scripted slow servers do.
  public func advance(by duration: Duration) async {
    let target = now.addingTimeInterval(duration.timeInterval)
    while let sleeper = takeEarliestSleeper(dueBy: target) {
      sleeper.wake(.success(()))
      await sleeper.work?.settled()
      await Self.letOtherTasksRun()
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

  private func takeEarliestSleeper(dueBy target: Date) -> Sleeper? {
    state.withLock { state in
      guard
        let index = state.sleepers.indices
          .filter({ state.sleepers[$0].deadline <= target })
          .min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline })
      else { return nil }
      let sleeper = state.sleepers.remove(at: index)
      state.now = max(state.now, sleeper.deadline)
      return sleeper
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
