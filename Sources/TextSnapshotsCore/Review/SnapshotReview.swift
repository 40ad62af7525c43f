import Foundation

/// The review model behind `stratus snapshots`: what is pending, what is orphaned, and
/// accepting or rejecting a pending file.
///
/// It works on the files alone (goldens, `.new` files, the ledger), so the command-line
/// tool, an editor plug-in or a test can drive the same review. Only regular files
/// inside the package are goldens and pending snapshots; anything else named like one
/// (a folder, a symbolic link, a FIFO) is listed in ``Files/skipped`` and never read,
/// moved or deleted.
public struct SnapshotReview: Sendable {
  /// The package whose `Snapshots/` folder is reviewed.
  public let packageRoot: URL

  /// The review of the package at `packageRoot`.
  public init(packageRoot: URL) {
    self.packageRoot = packageRoot
  }

  /// The review of the package that contains `folder` (the nearest folder at or above
  /// it with a `Package.swift`), as `swift build` finds its package; `nil` when there is
  /// none.
  public static func package(containing folder: URL) -> SnapshotReview? {
    PackageRoot.containing(folder.standardizedFileURL).map(SnapshotReview.init(packageRoot:))
  }

  /// Every pending `.new` file under `Snapshots/` that is a regular file, sorted by path.
  public func pending() -> [PendingSnapshot] {
    files().pending
  }

  // MARK: - Acting on files

  /// Replaces the golden with the pending file in one atomic rename, and removes the
  /// diff written beside it. For an inline snapshot, writes the entry's text into its
  /// literal (only the literal changes, atomically) and removes the entry.
  ///
  /// Only a pending file a test can use is accepted (see ``problem(reading:)``): one
  /// over 8 MiB, unreadable, not UTF-8 or not in the snapshot format would become a
  /// golden that the next test run could not read, or could never match.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` or
  ///   ``SnapshotError/malformed(file:line:reason:)``, changing nothing, when the pending
  ///   file is no longer a regular file or no test could use it, or the golden is there
  ///   but is not a regular file (a folder or a link is never replaced), or the rename
  ///   fails.
  public func accept(_ pending: PendingSnapshot) throws(SnapshotError) {
    if let inline = pending.inline { return try acceptInline(inline) }
    let location = pending.location
    try SnapshotFile.requireRegular(location.pendingFile, naming: location.relativePath + ".new")
    try SnapshotFile.requireRegularOrMissing(location.file, naming: location.relativePath)
    try Self.requireUsable(location.pendingFile, naming: location.relativePath + ".new")
    try SnapshotFile.move(
      location.pendingFile, to: location.file, naming: location.relativePath + ".new")
    try SnapshotFile.remove(location.diffFile, naming: location.relativePath + ".diff")
  }

  /// Deletes the pending file and its diff (or the inline entry); the golden (or the
  /// source) stays as it is.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)``, deleting nothing, when the pending
  ///   file is no longer a regular file or cannot be deleted.
  public func reject(_ pending: PendingSnapshot) throws(SnapshotError) {
    if let inline = pending.inline { return try rejectInline(inline) }
    let location = pending.location
    try SnapshotFile.requireRegular(location.pendingFile, naming: location.relativePath + ".new")
    try SnapshotFile.remove(location.pendingFile, naming: location.relativePath + ".new")
    try SnapshotFile.remove(location.diffFile, naming: location.relativePath + ".diff")
  }

  /// Deletes the orphaned golden at `path` (relative to the package root), as
  /// `stratus snapshots prune` does.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)``, deleting nothing, when it is not a
  ///   regular file or cannot be deleted.
  public func delete(orphan path: String) throws(SnapshotError) {
    let file = packageRoot.appendingPathComponent(path)
    try SnapshotFile.requireRegular(file, naming: path)
    try SnapshotFile.remove(file, naming: path)
  }

  // MARK: - Reading

  /// The unified diff from the golden (nothing, for a new snapshot) to the pending file,
  /// labelled with their paths: what `stratus snapshots review` shows.
  ///
  /// Both files are read as the report and the test read them: byte for byte, apart
  /// from CRLF, read as LF, and a leading byte-order mark, read as nothing.
  ///
  /// - Parameters:
  ///   - pending: The pending snapshot, as ``pending()`` or ``files()`` listed it.
  ///   - colored: Whether the diff may use ANSI colour.
  /// - Throws: ``SnapshotError`` when either file cannot be read or is not text.
  public func diff(of pending: PendingSnapshot, colored: Bool = false) throws(SnapshotError)
    -> String
  {
    if let inline = pending.inline { return Self.inlineDiff(of: pending, inline, colored: colored) }
    let location = pending.location
    let name = location.relativePath
    let old = pending.isNew ? "" : try SnapshotFile.text(at: location.file, naming: name)
    let new = try SnapshotFile.text(at: location.pendingFile, naming: name + ".new")
    return LineDiff(old: old, new: new).unified(
      oldLabel: pending.isNew ? "(no golden)" : name, newLabel: name + ".new", colored: colored)
  }
}
