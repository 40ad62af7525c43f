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
      Text(status.rawValue).style(status.style).frame(width: Self.width - 2)
      Text("]")
    }
    .frame(width: Self.width)
  }
}

extension StatusBadge.Status {
  /// The status's role in the board's palette.
  var style: Style {
    switch self {
    case .passing: .passing
    case .failing: .failing
    case .running: .running
    }
  }
}

/// The board's palette: a role per status, each with the letter its snapshots show. The
/// word in the badge says the status; the colour only makes it quicker to spot.
extension Style {
  /// A build that passed.
  public static let passing = Style(foreground: .green).named("passing", letter: "p")
  /// A build that failed.
  public static let failing = Style(foreground: .red, attributes: .bold)
    .named("failing", letter: "f")
  /// A build still running.
  public static let running = Style(foreground: .yellow).named("running", letter: "r")
}
