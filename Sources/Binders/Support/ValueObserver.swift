import Foundation
import Observation
import Services

/// Calls `react` on the main actor each time a value read from `@Observable` objects
/// changes.
///
/// Observation reports that a property *will* change, once, from the code that changes
/// it; the observer then schedules a main-actor task that reads the new value, calls
/// `react` if it differs from the last one, and observes again. Scheduled reactions are
/// counted from the moment of the change, so ``settled()`` cannot miss one that has
/// not started yet, and it is resumed when the count comes back to zero rather than
/// polling it.
@MainActor
final class ValueObserver<Value: Equatable & Sendable>: Settling {
  private let read: @MainActor () -> Value
  private let react: @MainActor (Value) -> Void
  private let pending = PendingReactions()
  private var last: Value?
  private var generation = 0
  private(set) var isObserving = false

  /// - Parameters:
  ///   - read: reads the value; every observable property it touches is watched.
  ///   - react: runs with each new value.
  init(read: @escaping @MainActor () -> Value, react: @escaping @MainActor (Value) -> Void) {
    self.read = read
    self.react = react
  }

  /// Starts watching from the current value, which is not reacted to.
  func start() {
    guard !isObserving else { return }
    isObserving = true
    generation += 1
    last = observe()
  }

  /// Stops watching; a change already scheduled is not reacted to.
  func stop() {
    isObserving = false
    generation += 1
  }

  /// Whether every scheduled reaction has run.
  var isSettled: Bool { pending.isEmpty }

  /// Waits until every scheduled reaction has run.
  func settled() async {
    await pending.drained()
  }

  private func observe() -> Value {
    let generation = self.generation
    let pending = self.pending
    return withObservationTracking {
      read()
    } onChange: { [weak self] in
      pending.increment()
      Task { @MainActor [weak self] in
        defer { pending.decrement() }
        self?.changed(generation: generation)
      }
    }
  }

  private func changed(generation: Int) {
    guard isObserving, generation == self.generation else { return }
    let value = observe()
    guard value != last else { return }
    last = value
    react(value)
  }
}

/// A count of reactions scheduled but not yet run, and who waits for it to reach zero.
/// Observation calls its `onChange` from whatever context made the change, so the count
/// is guarded by a lock rather than the main actor.
private final class PendingReactions: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  var isEmpty: Bool { lock.withLock { count == 0 } }

  func increment() { lock.withLock { count += 1 } }

  /// One reaction has run; at zero, everyone waiting in ``drained()`` is resumed.
  func decrement() {
    let resumed = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      count -= 1
      guard count == 0 else { return [] }
      defer { waiters = [] }
      return waiters
    }
    for waiter in resumed { waiter.resume() }
  }

  /// Returns when the count is zero: at once, or when the last reaction has run.
  func drained() async {
    await withCheckedContinuation { continuation in
      let isEmpty = lock.withLock { () -> Bool in
        if count == 0 { return true }
        waiters.append(continuation)
        return false
      }
      if isEmpty { continuation.resume() }
    }
  }
}
