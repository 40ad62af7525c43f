/// What one assertion did with its golden file; one line of the ledger.
public enum SnapshotOutcome: String, Sendable, CaseIterable {
  /// The golden matched.
  case matched
  /// There was no golden; one was written.
  case recorded
  /// The golden differed and was overwritten (`failed` or `all` mode).
  case rerecorded
  /// The golden differed and was left alone; a pending `.new` may have been written.
  case mismatched
  /// There was no golden and none was written (CI, or `never` mode).
  case missing
  /// The golden could not be checked (unreadable, binary, a duplicate name…).
  case failed

  /// Whether the assertion passed.
  public var passed: Bool { self == .matched }
}
