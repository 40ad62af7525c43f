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

  /// The real process environment.
  package static var current: SnapshotEnvironment {
    SnapshotEnvironment(
      variables: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// Colour only on a terminal, and only when `NO_COLOR` is unset or empty
  /// (https://no-color.org), so CI logs stay plain text.
  var allowsColor: Bool {
    isTerminal && (variables["NO_COLOR"] ?? "").isEmpty
  }
}
