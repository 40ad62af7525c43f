/// One result, handed from whoever settles first to the one caller that waits for it,
/// exactly once.
///
/// Work that several parties may end has this shape: a blocking read ends when its
/// thread returns, its deadline passes or its caller is cancelled (``OffPool``); an HTTP
/// exchange when URLSession completes, the size limit is passed, the deadline passes or
/// the caller is cancelled (``HTTPExchange``). Each party calls ``settle(_:)``; the first
/// result is kept and the rest are ignored, and the caller's continuation is resumed
/// with it exactly once, whether the caller began waiting before the result came or
/// after. A continuation resumed twice is a crash, and one never resumed leaves its task
/// waiting forever, so this is the one place that decides.
final class Outcome<Value: Sendable>: Sendable {
  private struct State {
    /// The caller, once it waits and until the outcome is settled.
    var continuation: CheckedContinuation<Value, any Error>?
    /// The result, once settled.
    var result: Result<Value, any Error>?
  }
  private let state = LockedValue(State())

  /// Whether a result has been kept.
  var isSettled: Bool { state.withLock { $0.result != nil } }

  /// Waits for the result: returns it, or throws its error. Call it once.
  func value() async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let result = state.withLock { state in
        if state.result == nil { state.continuation = continuation }
        return state.result
      }
      if let result { continuation.resume(with: result) }
    }
  }

  /// Keeps `result` unless one was kept already, and resumes the caller if it waits.
  ///
  /// - Returns: `true` when this call settled the outcome, `false` when another had.
  @discardableResult
  func settle(_ result: Result<Value, any Error>) -> Bool {
    let (won, continuation) = state.withLock {
      state -> (Bool, CheckedContinuation<Value, any Error>?) in
      guard state.result == nil else { return (false, nil) }
      state.result = result
      defer { state.continuation = nil }
      return (true, state.continuation)
    }
    continuation?.resume(with: result)
    return won
  }
}
