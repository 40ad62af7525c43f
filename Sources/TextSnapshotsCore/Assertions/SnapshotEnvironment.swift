import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an assertion reads from the process: environment variables and whether output
/// goes to a terminal. A value, so tests can check CI and colour rules without touching
/// the real environment.
package struct SnapshotEnvironment: Sendable {
  /// Environment variables (`CI`, `STRATUS_SNAPSHOTS`, `NO_COLOR`, `STRATUS_SNAPSHOT_RUN`).
  var variables: [String: String]
  /// Whether standard output is a terminal.
  var isTerminal: Bool

  /// An environment with these variables, for a test or a tool that runs checks itself.
  package init(variables: [String: String], isTerminal: Bool) {
    self.variables = variables
    self.isTerminal = isTerminal
  }

  /// The real process environment: the variables above, read afresh.
  ///
  /// Each is read with `getenv`, not through `ProcessInfo.environment`, which copies every
  /// variable of the process into a new dictionary on each call: that was a fifth of the
  /// time a passing assertion took. Nothing is cached, so a variable a test sets counts
  /// from its next assertion on.
  package static var current: SnapshotEnvironment {
    var variables: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    return SnapshotEnvironment(variables: variables, isTerminal: standardOutputIsTerminal)
  }

  /// Whether standard output is a terminal, asked once: a test process writes where
  /// `swift test` or the IDE pointed it for the whole run, and the answer only colours
  /// failure messages.
  private static let standardOutputIsTerminal = isatty(STDOUT_FILENO) == 1

  /// The variables an assertion reads.
  static let names = [
    "CI", SnapshotMode.environmentVariable, "NO_COLOR", SnapshotLedger.runVariable,
  ]

  /// Colour only on a terminal, and only when `NO_COLOR` is unset or empty
  /// (https://no-color.org), so CI logs stay plain text.
  var allowsColor: Bool {
    isTerminal && (variables["NO_COLOR"] ?? "").isEmpty
  }
}
