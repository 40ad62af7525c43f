/// A snapshot waiting for review: a `<golden>.new` regular file that a mismatch (or a missing
/// golden in `never` mode) left beside its golden.
public struct PendingSnapshot: Hashable, Sendable {
  /// The golden the pending file would replace.
  public let location: SnapshotLocation
  /// True when there is no golden yet: accepting records it for the first time.
  public let isNew: Bool

  /// The golden's path relative to the package root.
  public var relativePath: String { location.relativePath }
}
