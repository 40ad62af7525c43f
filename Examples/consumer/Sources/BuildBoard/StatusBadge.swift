import TextUI

/// A build's status as one short word in brackets, always eight columns wide: badges
/// line up in a list, and a row short of space cuts its other views, never the badge.
///
/// ```
/// [ PASS ]   [ FAIL ]   [ RUN  ]
/// ```
public struct StatusBadge: View, Sendable {
  /// What a build can be doing.
  public enum Status: String, Sendable, CaseIterable {
    /// Every step passed.
    case passing = "PASS"
    /// A step failed.
    case failing = "FAIL"
    /// Still running.
    case running = "RUN"
  }

  /// The status shown.
  public var status: Status

  /// A badge for `status`.
  public init(_ status: Status) {
    self.status = status
  }

  /// The columns every badge takes.
  public static let width = 8

  public var body: some View {
    HStack(spacing: 0) {
      Text("[")
      Text(status.rawValue).frame(width: Self.width - 2)
      Text("]")
    }
    .frame(width: Self.width)
  }
}
