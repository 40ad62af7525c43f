import Foundation

/// One GET in flight: judges the reply as it arrives, enforces the size limit on every
/// piece, and hands the waiting caller exactly one outcome.
///
/// The same judge serves both ways a reply is fetched, Stratus's own client for `http:`
/// (``PlainHTTPFetch``) and URLSession for `https:`: each reports the head, the pieces of
/// the body and the end, and the rules are here once. A reply is accepted only as a 200
/// that is not encoded (Stratus asks for `identity`, so nothing needs unpacking) and whose
/// `Content-Length`, if any, fits the limit; a redirect ends the exchange with its target,
/// for the transport to follow.
///
/// Several parties may try to end an exchange: the fetch completing, the size check, the
/// deadline, the caller's cancellation. They all call ``settle(_:stopping:)``; the first
/// one wins, resumes the caller (now, or as soon as it waits) and stops the fetch, and
/// the rest are ignored. ``Outcome`` makes sure every path resumes the caller exactly
/// once.
final class HTTPExchange: Sendable {
  /// How an exchange that did not fail ended.
  enum Ending: Sendable, Equatable {
    /// A 200 reply, and its whole body.
    case body(Data)
    /// A redirect to a URL to ask next.
    case redirect(to: URL)
  }

  /// The status codes that send the client elsewhere with a `Location` field.
  static let redirectStatuses: Set = [301, 302, 303, 307, 308]

  private let source: String
  private let apiKey: APIKey?
  private let limitBytes: Int
  private let timeoutSeconds: Double
  /// Stops the fetch: cancels the URLSession task, or interrupts the socket.
  private let stop: @Sendable () -> Void
  /// How the exchange ended, once it has.
  private let outcome = Outcome<Ending>()
  private let state = LockedValue(State())

  /// The reply as it arrives.
  private struct State {
    var body = Data()
    /// The bytes of a chunked body's framing read so far: counted, not kept.
    var framingBytes = 0
    /// The reply's Content-Length: `nil` until the head arrives, -1 when not sent or
    /// ignored (a chunked body).
    var expectedBytes: Int64?
  }

  /// An exchange for the request `source` (the redacted URL, for errors) that `stop`
  /// ends early.
  init(
    source: String, apiKey: APIKey?, limitBytes: Int, timeoutSeconds: Double,
    stop: @escaping @Sendable () -> Void
  ) {
    self.source = source
    self.apiKey = apiKey
    self.limitBytes = limitBytes
    self.timeoutSeconds = timeoutSeconds
    self.stop = stop
  }

  // MARK: - The caller's side

  /// Waits for the exchange to end: the body or a redirect, or the error that ended it.
  func ending() async throws -> Ending {
    try await outcome.value()
  }

  /// Ends the exchange with `result` unless it has already ended, drops what was kept of
  /// the body, and stops the fetch unless told not to.
  func settle(_ result: Result<Ending, any Error>, stopping: Bool = true) {
    guard outcome.settle(result) else { return }
    state.withLock { $0.body = Data() }
    // Harmless when the fetch has already completed.
    if stopping { stop() }
  }

  /// Whether the exchange has ended; a fetch reads no further once it has.
  var isSettled: Bool { outcome.isSettled }

  /// Whether a head has been accepted, its body to be read.
  var hasReceivedHead: Bool { state.withLock { $0.expectedBytes != nil } }

  /// The error for a reply that did not finish in time.
  var timedOut: ClientError { .timedOut(source: source, seconds: timeoutSeconds) }

  private var tooLarge: ClientError { .tooLarge(source: source, limitBytes: limitBytes) }

  private func malformed(_ reason: String) -> ClientError {
    .malformed(source: source, reason: reason)
  }

  // MARK: - The fetch's side

  /// Judges the head of the reply from `url`, before any of its body is read.
  ///
  /// - Returns: `true` to read the body: a 200, unencoded, that admits to fitting the
  ///   limit. Every other reply has settled the exchange.
  func receive(_ head: HTTPReplyHead, from url: URL) -> Bool {
    if Self.redirectStatuses.contains(head.status) {
      settle(redirect(head, from: url))
      return false
    }
    guard head.status == 200 else {
      settle(.failure(ClientError.httpStatus(source: source, code: head.status)))
      return false
    }
    if let encoding = head.value(of: "content-encoding"),
      !["", "identity"].contains(encoding.trimmingCharacters(in: .whitespaces).lowercased())
    {
      settle(
        .failure(
          malformed(
            "the server sent a reply encoded as \"\(encoding.prefix(40))\", "
              + "which was not asked for")))
      return false
    }
    let expected: Int64
    do {
      // Chunks say where the body ends; a Content-Length beside them means nothing.
      switch head.hasChunkedBody ? nil : try head.contentLength() {
      case .bytes(let count) where count <= Int64(limitBytes): expected = count
      case .bytes, .beyondCounting:
        settle(.failure(tooLarge))
        return false
      case nil: expected = -1
      }
    } catch {
      settle(.failure(malformed(error.reason)))
      return false
    }
    state.withLock { state in
      state.expectedBytes = expected
      if expected > 0 { state.body.reserveCapacity(Int(expected)) }
    }
    return true
  }

  /// Where a redirect leads, or why it is not followed.
  ///
  /// Only a target on the same scheme, host and port as `url` is followed
  /// (``HTTPOrigin`` says why): one elsewhere, `https:` from `http:`, or a `file://` URL
  /// (which Linux's URLSession would quietly turn into that path on the same server) is
  /// refused as ``ClientError/unreachable(source:reason:)``, naming the target. So is a
  /// target holding credentials, which are not sent, and whose password is not shown. A
  /// redirect without one `Location`, or to a URL that is not valid (a port past 65535),
  /// is a reply that makes no sense: ``ClientError/malformed(source:reason:)``.
  private func redirect(_ head: HTTPReplyHead, from url: URL) -> Result<Ending, any Error> {
    let locations = head.values(of: "location")
    guard let location = locations.first, !location.isEmpty else {
      return .failure(
        malformed(
          "the server answered \(head.status), a redirect, without a Location saying where to"))
    }
    guard locations.count == 1 else {
      return .failure(
        malformed(
          "the server answered \(head.status), a redirect, with \(locations.count) Location "
            + "fields, where HTTP allows one"))
    }
    // A URL holds no white space; Foundation would quietly encode it as %20.
    guard !location.contains(where: \.isWhitespace),
      let target = URL(string: location, relativeTo: url)?.absoluteURL
    else {
      return .failure(
        malformed("the server redirected to \"\(location.prefix(80))\", which is not a URL"))
    }
    let shown = Redaction.redact(target)
    if let problem = target.portProblem {
      return .failure(
        malformed("the server redirected to \(shown), which is not a valid URL: \(problem)"))
    }
    guard let origin = HTTPOrigin(url), HTTPOrigin(target) == origin else {
      let from = HTTPOrigin(url).map { " (\($0))" } ?? ""
      return .failure(
        ClientError.unreachable(
          source: source,
          reason: "the server redirected to \(shown), which is refused: only redirects to the "
            + "same scheme, host and port\(from) are followed"))
    }
    if let problem = target.credentialsProblem {
      return .failure(
        ClientError.unreachable(
          source: source,
          reason: "the server redirected to \(shown), which is refused: \(problem)"))
    }
    return .success(.redirect(to: target))
  }

  /// Keeps a piece of the body, or settles with ``ClientError/tooLarge(source:limitBytes:)``
  /// when it would take the body past the limit: a reply without a Content-Length is
  /// only found to be too large here, and is never held beyond the limit.
  ///
  /// - Returns: whether to go on reading: `false` once the exchange has ended.
  @discardableResult
  func receive(_ data: Data) -> Bool {
    // Checked under the body's lock, which `settle` takes after settling: a piece that
    // comes in as the exchange ends is either refused here or dropped there.
    let overflows = state.withLock { state in
      guard !outcome.isSettled else { return false }
      guard state.body.count + state.framingBytes + data.count <= limitBytes else { return true }
      state.body.append(data)
      return false
    }
    if overflows { settle(.failure(tooLarge)) }
    return !outcome.isSettled
  }

  /// Counts `count` bytes of a chunked body's framing (size lines, line breaks, trailer
  /// fields) toward the limit, or settles with ``ClientError/tooLarge(source:limitBytes:)``
  /// when they take the reply past it.
  ///
  /// None of it is kept, but all of it is read: without the count, a server could send
  /// trailer fields, or chunk extensions around a byte of data each, for ever.
  ///
  /// - Returns: whether to go on reading: `false` once the exchange has ended.
  @discardableResult
  func receive(framingBytes count: Int) -> Bool {
    let overflows = state.withLock { state in
      guard !outcome.isSettled else { return false }
      state.framingBytes += count
      return state.body.count + state.framingBytes > limitBytes
    }
    if overflows { settle(.failure(tooLarge)) }
    return !outcome.isSettled
  }

  /// Settles with the body, or with what `error` (a URLSession error or a
  /// ``PlainHTTPFetch/Failure``) means to a person.
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
      settle(.success(.body(body)))
    }
  }
}
