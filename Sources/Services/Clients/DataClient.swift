import Foundation

/// What every client of a data source provides, so ``Clients`` can build, force and fake
/// all of them the same way: a new client conforms, is added to ``Clients`` once, and
/// every data source, every `--state` and every test double then covers it.
///
/// A client is a value holding one `@Sendable` closure (its endpoint). Each comes in the
/// implementations below, each in its own file (`WeatherClient+HTTP.swift`); the forced
/// answers (``neverAnswering``, ``failing(with:)``, ``empty(clock:)``,
/// ``failing(report:)``) are written once, here, from ``init(always:)``.
public protocol DataClient: Sendable {
  /// What the endpoint answers with.
  associatedtype Reply: Sendable

  /// The endpoint's name in a test double's report: `WeatherClient.forecast`.
  static var endpoint: String { get }

  /// A client whose endpoint answers every call with `reply()`, whatever it was asked.
  init(always reply: @escaping @Sendable () async throws -> Reply)

  /// A reply with nothing in it (no readings, no places), dated `time`: what
  /// `--state empty` answers.
  static func emptyReply(at time: Date) -> Reply

  /// The built-in, deterministic answers, generated around the clock's time.
  static func fixtures(clock: WallClock) -> Self
  /// Open-Meteo replies recorded in `folder` (the layout is in
  /// ``WeatherClient/file(folder:)``).
  static func file(folder: URL) -> Self
  /// An Open-Meteo server, sending `apiKey` and writing each request to `log`.
  static func http(_ server: OpenMeteoServer, apiKey: APIKey?, log: Log) -> Self
}

extension DataClient {
  /// Never answers, until the request is cancelled: `--state loading` (see
  /// ``WorkProgress/neverAnswer()``).
  public static var neverAnswering: Self { Self { try await WorkProgress.neverAnswer() } }

  /// Fails every call with `error`: `--state failed`.
  public static func failing(with error: ClientError) -> Self { Self { throw error } }

  /// Answers every call with ``emptyReply(at:)`` at the clock's time: `--state empty`.
  public static func empty(clock: WallClock) -> Self { Self { emptyReply(at: clock.now()) } }

  /// A client that reports a failure when it is called, for tests that must prove an
  /// endpoint is never used.
  ///
  /// Services cannot import a test framework, so the test passes the reporting function
  /// (`Issue.record` or `XCTFail`); the call also throws
  /// ``ClientError/unimplemented(endpoint:)`` so the code under test cannot carry on as
  /// if it had an answer.
  public static func failing(report: @escaping @Sendable (_ message: String) -> Void) -> Self {
    Self {
      report("\(endpoint) was called")
      throw ClientError.unimplemented(endpoint: endpoint)
    }
  }
}
