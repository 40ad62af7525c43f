import Foundation

/// Runs blocking work, such as reading files, on a thread of its own rather than on
/// Swift concurrency's cooperative pool, and stops waiting for it at a deadline.
///
/// The cooperative pool has one thread per core and every task in the process shares
/// them. A system call that blocks there (an `open(2)` of a named pipe, a read from a
/// stalled network drive) takes a thread from everyone: on a two-core machine two such
/// reads stop the tasks that handle keys and signals too, so the app cannot even quit.
/// Off the pool, the worst a stuck call can do is make its own request fail with the
/// `timedOut` error when the deadline passes; its thread is left to finish (or not) on
/// its own, and its late result is dropped.
///
/// The work goes to a new serial `DispatchQueue`. Dispatch gives such a queue a thread
/// even when every other one is busy or blocked ("overcommit"), which is what a blocking
/// call needs, and costs several times less than starting a `Thread` (measured on Linux).
enum OffPool {
  /// The result of `work`, run on a thread of its own.
  ///
  /// - Parameters:
  ///   - deadline: how long to wait for `work`.
  ///   - timedOut: the error thrown when `deadline` passes first.
  /// - Throws: what `work` throws, `timedOut`, or `CancellationError` when the calling
  ///   task is cancelled (the wait ends; the thread is not interrupted).
  static func run<Value: Sendable>(
    deadline: Duration, timedOut: ClientError,
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try Task.checkCancellation()
    // Whoever ends the wait first (the thread, the timer, cancellation) decides it.
    let outcome = Outcome<Value>()
    DispatchQueue(label: "stratus.off-pool").async { outcome.settle(Result { try work() }) }
    let timer = Task {
      do { try await Task.sleep(for: deadline) } catch { return }
      outcome.settle(.failure(timedOut))
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await outcome.value()
    } onCancel: {
      outcome.settle(.failure(CancellationError()))
    }
  }
}
