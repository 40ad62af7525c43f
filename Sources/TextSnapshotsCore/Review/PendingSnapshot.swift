/// A snapshot waiting for review: a `<golden>.new` regular file that a mismatch (or a
/// missing golden in `never` mode) left beside its golden, or one entry of a test file's
/// `.pending-snapshots` file, which an inline snapshot's mismatch left.
public struct PendingSnapshot: Hashable, Sendable {
  /// The golden the pending file would replace. For an inline snapshot, its
  /// `relativePath` is the call's place, `Tests/X/FooTests.swift:12`, and it names no
  /// file.
  public let location: SnapshotLocation
  /// True when there is no golden (or the literal is empty): accepting records it for
  /// the first time.
  public let isNew: Bool
  /// The test file's path relative to the package root, for an inline snapshot; `nil`
  /// for a golden file.
  public var inlineSource: String? { inline?.file.relativePath }

  /// The pending entry, for an inline snapshot; `nil` for a golden file.
  package let inline: Inline?

  /// The golden's path relative to the package root, or the inline snapshot's
  /// `<test file>:<line>`.
  public var relativePath: String { location.relativePath }

  /// A golden file's pending snapshot.
  public init(location: SnapshotLocation, isNew: Bool) {
    self.location = location
    self.isNew = isNew
    inline = nil
  }

  /// An inline snapshot's pending entry: which test file, and which entry of its
  /// pending file.
  package struct Inline: Hashable, Sendable {
    package let file: InlineSnapshotFile
    package let entry: InlinePendingFile.Entry
  }

  package init(inline entry: InlinePendingFile.Entry, in file: InlineSnapshotFile) {
    location = SnapshotLocation(
      packageRoot: file.packageRoot, relativePath: "\(file.relativePath):\(entry.line)")
    isNew = entry.old.isEmpty
    inline = Inline(file: file, entry: entry)
  }
}
