/// How the assertions inside a scope behave: their mode and the diff tool their failure
/// messages name. Set it with ``withSnapshotTesting(record:diffTool:operation:)`` or, for
/// a Swift Testing suite or test, the `.snapshots(record:diffTool:)` trait.
///
/// It is a task-local value, not a global: a scope covers the code it wraps and the
/// tasks that code starts, and nothing else, so tests that run in parallel in one
/// process (as Swift Testing runs them) never see each other's settings.
///
/// A mode comes from, in order: the assertion's `mode:` argument, the innermost scope
/// that sets one, the `STRATUS_SNAPSHOTS` environment variable, the default (`missing`).
/// A mode set in code, by argument or by scope, is written where the test says, even on
/// CI, as a `mode:` argument always has been; a mode from the environment never writes
/// on CI (see ``SnapshotMode``).
public struct SnapshotConfiguration: Sendable {
  /// The mode of the assertions in the scope; `nil` leaves it to the enclosing scope
  /// and the environment.
  public var mode: SnapshotMode?
  /// The tool a mismatch's failure message names, to compare the golden with its
  /// `.new`; `nil` leaves it to the enclosing scope (and by default, names none).
  public var diffTool: SnapshotDiffTool?

  /// A configuration that sets what is given and leaves the rest to enclosing scopes.
  public init(mode: SnapshotMode? = nil, diffTool: SnapshotDiffTool? = nil) {
    self.mode = mode
    self.diffTool = diffTool
  }

  /// The configuration in force for the current task: the innermost scope's.
  @TaskLocal public static var current = SnapshotConfiguration()

  /// This configuration inside the one in force: what it sets, and the rest from
  /// ``current``.
  public func merged() -> SnapshotConfiguration {
    let outer = Self.current
    return SnapshotConfiguration(mode: mode ?? outer.mode, diffTool: diffTool ?? outer.diffTool)
  }
}
