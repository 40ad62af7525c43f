/// When an assertion may write golden files.
///
/// Chosen by the assertion's `mode:` argument, then the `STRATUS_SNAPSHOTS` environment
/// variable, then the default, ``missing``. A mismatch never changes a golden unless the
/// mode says so: it writes a pending `<file>.new` to review instead.
///
/// | mode      | golden missing            | golden differs                 |
/// |-----------|---------------------------|--------------------------------|
/// | `never`   | fail, write `.new`        | fail, write `.new`             |
/// | `missing` | record it, fail           | fail, write `.new`             |
/// | `failed`  | record it, fail           | overwrite it, fail             |
/// | `all`     | record it, fail           | overwrite it, fail             |
///
/// `all` also rewrites goldens that match but whose bytes differ (a CRLF checkout), so
/// it normalises a folder. Recording always fails the test ("recorded; run again"), so
/// a test never passes on a run that wrote its own expectation.
///
/// When `CI` is set (to anything but `false`, `0` or nothing), nothing is written unless
/// the `mode:` argument asks for it: a missing golden fails, and so a retry on CI cannot
/// pass by recording.
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
