import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ClientError {
  /// What a failed fetch means to a person, from how far the reply had got.
  ///
  /// Before the headers arrive, a failure means the server could not be reached
  /// (``unreachable(source:reason:)``). After them, the server was there and answered 200,
  /// so a failure means the body was cut short. That is ``malformed(source:reason:)``,
  /// "the reply ended early", rather than unreachable: what arrived cannot be read, and
  /// saying "could not reach" about a server that answered would mislead. Platforms
  /// disagree on the error for a short body (Linux reports `URLError.unknown` wrapping
  /// curl's "transfer closed with N bytes remaining to read", Apple's
  /// `networkConnectionLost`), so the rule goes by progress, not by code. Only a timeout
  /// keeps its own case either way.
  ///
  /// Foundation's messages may quote the URL, so any that is passed on is redacted.
  /// Stratus's own client reports a ``PlainHTTPFetch/Failure``, already in these terms.
  init(
    transportFailure error: any Error, source: String, timeoutSeconds: Double,
    receivedBytes: Int, expectedBytes: Int64?, apiKey: APIKey?
  ) {
    if let failure = error as? PlainHTTPFetch.Failure {
      self.init(
        failure, source: source, timeoutSeconds: timeoutSeconds, receivedBytes: receivedBytes,
        expectedBytes: expectedBytes)
      return
    }
    guard let error = error as? URLError else {
      self = .unreachable(
        source: source, reason: Redaction.redact(error.localizedDescription, key: apiKey))
      return
    }
    if error.code == .timedOut {
      self = .timedOut(source: source, seconds: timeoutSeconds)
    } else if let expectedBytes {
      self = .endedEarly(
        source: source, receivedBytes: receivedBytes, expectedBytes: expectedBytes)
    } else {
      self = .unreachable(
        source: source,
        reason: Self.reason(for: error.code)
          ?? Redaction.redact(error.localizedDescription, key: apiKey))
    }
  }

  private init(
    _ failure: PlainHTTPFetch.Failure, source: String, timeoutSeconds: Double,
    receivedBytes: Int, expectedBytes: Int64?
  ) {
    switch failure {
    case .unreachable(let reason): self = .unreachable(source: source, reason: reason)
    case .unreadable(let fault): self = .malformed(source: source, reason: fault.reason)
    case .cutShort:
      self = .endedEarly(
        source: source, receivedBytes: receivedBytes, expectedBytes: expectedBytes ?? -1)
    case .timedOut: self = .timedOut(source: source, seconds: timeoutSeconds)
    // Only an exchange that has ended interrupts its fetch, so no one sees this.
    case .interrupted: self = .unreachable(source: source, reason: "the request was stopped")
    }
  }

  /// A reply whose body stopped before its Content-Length (`expectedBytes`, -1 when not
  /// sent) was reached.
  static func endedEarly(source: String, receivedBytes: Int, expectedBytes: Int64)
    -> ClientError
  {
    let reason =
      expectedBytes >= 0
      ? "the reply ended early: \(receivedBytes) of \(expectedBytes) bytes arrived"
      : "the reply ended early: the connection closed after \(receivedBytes) bytes"
    return .malformed(source: source, reason: reason)
  }

  /// Plain words for the failures a person can do something about; Foundation's own
  /// messages for these differ by platform and, on Linux, are only an error number.
  private static func reason(for code: URLError.Code) -> String? {
    switch code {
    case .cannotConnectToHost: "the server refused the connection"
    case .cannotFindHost, .dnsLookupFailed: "the host name was not found"
    case .notConnectedToInternet: "this computer is offline"
    case .networkConnectionLost: "the connection was lost before a reply"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "a secure connection could not be made"
    default: nil
    }
  }
}
