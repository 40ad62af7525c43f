/// Where services and clients write what they do, one line at a time.
///
/// A log is injected like every other dependency. The app discards it or sends it to
/// standard error; tests collect it and check, for instance, that no line ever holds an
/// API key. Lines are plain text, already redacted by the code that writes them.
public struct Log: Sendable {
  /// Writes one line.
  public var write: @Sendable (_ line: String) -> Void

  /// A log from its one operation.
  public init(write: @escaping @Sendable (_ line: String) -> Void) {
    self.write = write
  }

  /// A log that keeps nothing: the default.
  public static let discarding = Log { _ in }
}
