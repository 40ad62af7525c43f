import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One GET in flight: collects the reply as URLSession delivers it, enforces the size
/// limit as it arrives, and hands the waiting caller exactly one outcome.
///
/// Several parties may try to end an exchange: URLSession completing the task, the size
/// check, the deadline, the caller's cancellation. They all call ``settle(_:)``; the first
/// one wins, resumes the caller (now, or as soon as it waits) and cancels the task, and
/// the rest are ignored. ``Outcome`` makes sure every path resumes the caller exactly
/// once.
final class HTTPExchange: Sendable {
  /// The task carrying the request; the router finds the exchange by its identifier.
  let task: URLSessionDataTask
  private let source: String
  private let apiKey: APIKey?
  private let limitBytes: Int
  private let timeoutSeconds: Double
  /// How the exchange ended, once it has.
  private let outcome = Outcome<Data>()
  private let state = LockedValue(State())

  /// The reply as it arrives.
  private struct State {
    var body = Data()
    /// The reply's Content-Length: `nil` until the headers arrive, -1 when not sent.
    var expectedBytes: Int64?
  }

  init(
    task: URLSessionDataTask, source: String, apiKey: APIKey?, limitBytes: Int,
    timeoutSeconds: Double
  ) {
    self.task = task
    self.source = source
    self.apiKey = apiKey
    self.limitBytes = limitBytes
    self.timeoutSeconds = timeoutSeconds
  }

  // MARK: - The caller's side

  /// Waits for the reply body, or the error that ended the exchange.
  func body() async throws -> Data {
    try await outcome.value()
  }

  /// Ends the exchange with `result` unless it has already ended, drops what was kept of
  /// the body, and stops the task unless told not to.
  func settle(_ result: Result<Data, any Error>, cancellingTask: Bool = true) {
    guard outcome.settle(result) else { return }
    state.withLock { $0.body = Data() }
    // Harmless when the task has already completed.
    if cancellingTask { task.cancel() }
  }

  /// The error for a reply that did not finish in time.
  var timedOut: ClientError { .timedOut(source: source, seconds: timeoutSeconds) }

  private var tooLarge: ClientError { .tooLarge(source: source, limitBytes: limitBytes) }

  // MARK: - URLSession's side

  /// Accepts the headers of a 200 reply that admits to fitting the limit, and settles
  /// every other one without reading its body.
  func receive(_ response: URLResponse) -> URLSession.ResponseDisposition {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 200 else {
      settle(.failure(ClientError.httpStatus(source: source, code: status)))
      return .cancel
    }
    let expected = response.expectedContentLength
    guard expected <= Int64(limitBytes) else {
      settle(.failure(tooLarge))
      return .cancel
    }
    state.withLock { state in
      state.expectedBytes = expected
      if expected > 0 { state.body.reserveCapacity(Int(expected)) }
    }
    return .allow
  }

  /// The redirected request if the redirect stays on HTTP, else `nil`, having settled
  /// with ``ClientError/unreachable(source:reason:)`` saying why.
  ///
  /// A server may send a redirect to any URL. Only `http` and `https` ones are followed:
  /// a `file://` or other URL is no server's answer, and platforms differ in what they
  /// would do with one (Linux's URLSession quietly turns `file:///etc/passwd` into that
  /// path on the same server), so it is refused, and the error says so. The target is
  /// read from the `Location` header as sent, for that reason.
  ///
  /// NB: the task is left to end itself. Given no new request, URLSession delivers the
  /// redirect's own response, which `receive(_:)` turns away (it is not a 200). Calling
  /// `cancel()` from inside this callback crashes swift-corelibs-foundation ("Received
  /// callback for HTTP redirection, but we're not waiting for it").
  func redirect(_ response: HTTPURLResponse, to request: URLRequest) -> URLRequest? {
    let location = response.value(forHTTPHeaderField: "Location")
      .flatMap { URL(string: $0, relativeTo: response.url)?.absoluteURL }
    let target = location ?? request.url
    let scheme = target?.scheme?.lowercased()
    if scheme == "http" || scheme == "https" { return request }
    let named = target.map { Redaction.redact($0) } ?? "a URL that cannot be read"
    settle(
      .failure(
        ClientError.unreachable(
          source: source,
          reason: "the server redirected to \(named), which is refused: "
            + "only http and https redirects are followed")),
      cancellingTask: false)
    return nil
  }

  /// Keeps a piece of the body, or settles with ``ClientError/tooLarge(source:limitBytes:)``
  /// when it would take the body past the limit: a reply without a Content-Length is
  /// only found to be too large here, and is never held beyond the limit.
  func receive(_ data: Data) {
    // Checked under the body's lock, which `settle` takes after settling: a piece that
    // comes in as the exchange ends is either refused here or dropped there.
    let overflows = state.withLock { state in
      guard !outcome.isSettled else { return false }
      guard state.body.count + data.count <= limitBytes else { return true }
      state.body.append(data)
      return false
    }
    if overflows { settle(.failure(tooLarge)) }
  }

  /// Settles with the body, or with what `error` means to a person.
  func complete(with error: (any Error)?) {
    let (body, expected) = state.withLock { ($0.body, $0.expectedBytes) }
    if let error {
      settle(
        .failure(
          ClientError(
            transportFailure: error, source: source, timeoutSeconds: timeoutSeconds,
            receivedBytes: body.count, expectedBytes: expected, apiKey: apiKey)))
    } else if let expected, expected > body.count {
      // Apple's URLSession reports a short body as lost connection; this catches any
      // implementation that completes without saying so.
      settle(
        .failure(
          ClientError.endedEarly(
            source: source, receivedBytes: body.count, expectedBytes: expected)))
    } else {
      settle(.success(body))
    }
  }
}
