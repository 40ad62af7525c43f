/// An API key: a secret that must never reach a frame, a trace, a snapshot, an error
/// message or a log.
///
/// Every way Swift turns a value into text (`description`, `debugDescription`,
/// interpolation, `dump`, `Mirror`) prints `<redacted>`. The only way to the key is
/// ``revealed``, which the HTTP client calls when it builds a request, so a search for
/// `revealed` finds every place the key leaves the program.
public struct APIKey: Sendable, Hashable, Codable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  private let value: String

  /// A key with the given text.
  public init(_ value: String) {
    self.value = value
  }

  /// The key itself, for the one place that must send it.
  public var revealed: String { value }

  /// What every textual form of the key prints.
  public static let redacted = "<redacted>"

  public var description: String { Self.redacted }
  public var debugDescription: String { Self.redacted }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

  public init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
