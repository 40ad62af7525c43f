import Services

/// A ``Log`` that keeps every line, so a test can read what was written.
public final class LogRecorder: Sendable {
  private let stored = LockedValue<[String]>([])

  public init() {}

  /// The log to inject.
  public var log: Log { Log { line in self.stored.withLock { $0.append(line) } } }

  /// Every line written so far.
  public var lines: [String] { stored.withLock { $0 } }
}
