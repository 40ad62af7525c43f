/// Runs a service's requests so that only the newest one can change its state.
///
/// Starting a request cancels the one in flight, and every reply is checked against a
/// generation number before it is delivered: a client that ignores cancellation (or a
/// reply already on its way) still cannot overwrite newer data. This is the whole
/// answer to "location A's slow reply arrives after location C's": A's generation is
/// old, so its reply is dropped.
@MainActor
final class LatestRequest {
  private var task: Task<Void, Never>?
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
    task = Task { @MainActor [weak self] in
      let result: Result<Value, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      guard let self, mine == self.generation else { return dropped() }
      if case .failure(let error) = result, error is CancellationError { return }
      deliver(result)
    }
  }

  /// Cancels the request in flight; its reply, if it still comes, is dropped.
  func cancel() {
    generation += 1
    task?.cancel()
  }

  /// Waits until the latest request has delivered (or been dropped).
  func settled() async {
    while let current = task {
      await current.value
      if task == current { return }
    }
  }
}
