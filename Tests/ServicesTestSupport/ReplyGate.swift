import Foundation
import Services

/// A client endpoint whose replies the test sends by hand, in any order.
///
/// Each call is recorded and then waits until the test answers it with ``reply(_:with:)``.
/// Cancellation is deliberately ignored: a real reply can already be on its way when
/// the caller gives up, and the services must drop it themselves.
///
/// ```swift
/// let gate = ReplyGate<Location, Weather>()
/// let service = WeatherService(client: WeatherClient(forecast: gate.call), …)
/// service.refresh(for: a); service.refresh(for: c)
/// await gate.waitForCalls(2)
/// gate.reply(to: c, with: .success(.fixtures.oslo))
/// gate.reply(to: a, with: .success(.fixtures.toronto))   // late and stale: dropped
/// ```
public final class ReplyGate<Request: Sendable & Equatable, Value: Sendable>: Sendable {
  private struct Waiting {
    var request: Request
    var continuation: CheckedContinuation<Value, any Error>
  }

  private struct State {
    var calls: [Request] = []
    var waiting: [Waiting] = []
    /// Tests waiting in ``waitForCalls(_:)``, with the count each waits for.
    var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = LockedValue(State())

  public init() {}

  /// The endpoint: records `request` and waits for the test's answer.
  @Sendable public func call(_ request: Request) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let reached = state.withLock { state in
        state.calls.append(request)
        state.waiting.append(Waiting(request: request, continuation: continuation))
        let count = state.calls.count
        defer { state.watchers.removeAll { $0.count <= count } }
        return state.watchers.filter { $0.count <= count }.map(\.continuation)
      }
      for watcher in reached { watcher.resume() }
    }
  }

  /// Every request made so far, in order.
  public var calls: [Request] { state.withLock { $0.calls } }

  /// How many calls are waiting for an answer.
  public var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Waits (without moving any clock) until at least `count` calls have been made.
  ///
  /// The test is resumed by the call that makes the count, not by polling: on a busy
  /// machine a request can take any number of yields to reach its client.
  public func waitForCalls(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let reached = state.withLock { state in
        if state.calls.count >= count { return true }
        state.watchers.append((count, continuation))
        return false
      }
      if reached { continuation.resume() }
    }
  }

  /// Answers the oldest waiting call for `request`.
  ///
  /// - Returns: whether such a call was waiting.
  @discardableResult
  public func reply(to request: Request, with result: Result<Value, any Error>) -> Bool {
    let waiting = state.withLock { state -> Waiting? in
      guard let index = state.waiting.firstIndex(where: { $0.request == request }) else {
        return nil
      }
      return state.waiting.remove(at: index)
    }
    waiting?.continuation.resume(with: result)
    return waiting != nil
  }

  /// Answers every waiting call with a cancellation, so no task is left hanging when a
  /// test ends early.
  public func cancelAll() {
    let waiting = state.withLock { state in
      defer { state.waiting = [] }
      return state.waiting
    }
    for call in waiting { call.continuation.resume(throwing: CancellationError()) }
  }
}
