/// Why a client could not deliver, in terms a person can act on.
///
/// Every client maps what went wrong (a refused connection, a status code, a JSON
/// field of the wrong type) to one of these cases, so a service and a screen handle a
/// handful of outcomes instead of every error Foundation can throw. Each case carries
/// text that is already safe to show: URLs in it have had the API key replaced by
/// `<redacted>` (see ``Redaction``) before the error is built, so no description can leak
/// the key.
public enum ClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The source could not be reached at all: no route, DNS failure, connection refused.
  case unreachable(source: String, reason: String)
  /// The source did not answer within the time allowed.
  case timedOut(source: String, seconds: Double)
  /// The server answered with a status other than 200.
  case httpStatus(source: String, code: Int)
  /// The reply or file could not be read as the expected format.
  case malformed(source: String, reason: String)
  /// The reply or file is larger than the client accepts.
  case tooLarge(source: String, limitBytes: Int)
  /// The source has nothing for what was asked (no recorded forecast for a location).
  case notFound(source: String, what: String)
  /// A reading or writing failure on the local machine.
  case io(source: String, reason: String)
  /// A test double was called that the test did not expect to be.
  case unimplemented(endpoint: String)

  public var description: String { description(showingSource: { $0 }) }

  /// The description, with the source (a file's path, or a URL whose query can run to
  /// hundreds of characters) passed through `show` first, so a caller that must cut a
  /// long message can cut the source alone and keep the reason whole.
  public func description(showingSource show: (String) -> String) -> String {
    switch self {
    case .unreachable(let source, let reason): "Could not reach \(show(source)): \(reason)"
    case .timedOut(let source, let seconds):
      "No reply from \(show(source)) within \(Self.format(seconds: seconds))"
    case .httpStatus(let source, let code): "\(show(source)) answered HTTP \(code)"
    case .malformed(let source, let reason): "Could not read \(show(source)): \(reason)"
    case .tooLarge(let source, let limitBytes):
      "\(show(source)) is larger than the \(Self.format(bytes: limitBytes)) limit"
    case .notFound(let source, let what): "\(show(source)) has no \(what)"
    case .io(let source, let reason): "\(show(source)): \(reason)"
    case .unimplemented(let endpoint): "\(endpoint) is not implemented in this test"
    }
  }

  /// `0.5 s`, `10 s`; whole only below 10¹⁵, where converting to `Int` cannot trap.
  private static func format(seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  /// `10 MB`, `512 bytes`.
  private static func format(bytes: Int) -> String {
    bytes % 1_000_000 == 0 ? "\(bytes / 1_000_000) MB" : "\(bytes) bytes"
  }
}
