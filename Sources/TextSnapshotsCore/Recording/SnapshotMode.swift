/// When an assertion may write golden files: one of four, for a whole run
/// (`STRATUS_SNAPSHOTS`) or one assertion (`mode:`).
///
/// How a mode is chosen, what each does with a missing or a differing golden, and the
/// rule that nothing is written when `CI` is set are stated in one place, so they cannot
/// drift apart: the package's `Docs/Snapshots.md`, sections "Modes" and "CI".
public enum SnapshotMode: String, Sendable, CaseIterable {
  /// Never write a golden.
  case never
  /// Write a golden only when there is none.
  case missing
  /// Write a golden when there is none or it differs.
  case failed
  /// Write every golden whose bytes differ from the new snapshot.
  case all
}

extension SnapshotMode {
  /// The environment variable that sets the mode for a whole run.
  public static let environmentVariable = "STRATUS_SNAPSHOTS"

  /// Whether this mode records a golden that does not exist yet.
  var recordsMissing: Bool { self != .never }

  /// Whether this mode overwrites a golden that differs.
  var overwritesMismatch: Bool { self == .failed || self == .all }
}
