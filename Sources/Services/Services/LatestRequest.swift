/// Runs a service's requests so that only the newest one can change its state.
///
/// Starting a request cancels the one in flight, and every reply is checked against a
/// generation number before it is delivered: a client that ignores cancellation (or a
/// reply already on its way) still cannot overwrite newer data. This is the whole
/// answer to "location A's slow reply arrives after location C's": A's generation is
/// old, so its reply is dropped.
///
/// It also knows how the newest request is getting on (``WorkProgress``), so a service
/// can say whether it has settled: its reply delivered, or the request asleep on the
/// clock (a test's slow server) or never answering (`--state loading`).
@MainActor
final class LatestRequest {
  private var task: Task<Void, Never>?
  private var progress: WorkProgress?
  private var generation = 0

  /// Cancels the request in flight and starts `operation`; `deliver` runs on the main
  /// actor with its result only if no newer request (or ``cancel()``) came after it.
  /// A cancelled request delivers nothing.
  func start<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value,
    deliver: @escaping @MainActor (Result<Value, any Error>) -> Void,
    dropped: @escaping @MainActor () -> Void = {}
  ) {
    cancel()
    let mine = generation
    let progress = WorkProgress()
    self.progress = progress
    task = Task { @MainActor [weak self] in
      // Over once delivered: a reply's change has by then scheduled the binders'
      // reactions, so a settle goes on to wait for those.
      defer { progress.end() }
      let result: Result<Value, any Error>
      do {
        result = .success(try await progress.run(operation))
      } catch {
        result = .failure(error)
      }
      guard let self, mine == self.generation else { return dropped() }
      if case .failure(let error) = result, error is CancellationError { return }
      deliver(result)
    }
  }

  /// Cancels the request in flight; its reply, if it still comes, is dropped, so
  /// nobody waits for it.
  func cancel() {
    generation += 1
    task?.cancel()
    progress?.end()
    progress = nil
  }

  /// Whether the latest request has delivered (or been cancelled), or waits for time.
  var isSettled: Bool { progress?.isSettled ?? true }

  /// Waits until ``isSettled``; a request started meanwhile is waited for in turn.
  func settled() async {
    while let progress, !progress.isSettled { await progress.settled() }
  }
}
