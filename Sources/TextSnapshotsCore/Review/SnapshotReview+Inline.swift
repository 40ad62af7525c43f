import Foundation

extension SnapshotReview {
  /// The inline snapshots pending in the package: every entry of every
  /// `*.swift.pending-snapshots` regular file, by test file then line, and the pending
  /// files that are skipped (not regular files, or not readable).
  ///
  /// The walk starts at the package root, never follows a symbolic link, and leaves out
  /// hidden folders (`.build`, `.git`), `Snapshots/` and any folder holding its own
  /// `Package.swift`: a package inside this one (an example) is reviewed on its own.
  func inlineFiles() -> (pending: [PendingSnapshot], skipped: [SkippedFile]) {
    var pending: [PendingSnapshot] = []
    var skipped: [SkippedFile] = []
    for path in Self.pendingInlineFiles(in: packageRoot, relative: "") {
      let file = InlineSnapshotFile(
        packageRoot: packageRoot,
        relativePath: String(path.dropLast(InlinePendingFile.suffix.count)))
      do {
        guard try FileKind.at(file.pendingFile.path) == .regular else {
          let kind = try FileKind.at(file.pendingFile.path)
          skipped.append(SkippedFile(relativePath: path, reason: kind?.notRegular ?? "gone"))
          continue
        }
        pending += try file.pending().entries.map { PendingSnapshot(inline: $0, in: file) }
      } catch {
        skipped.append(SkippedFile(relativePath: path, reason: "cannot be read (\(error))"))
      }
    }
    return (pending, skipped)
  }

  /// The paths, relative to the package root, of every entry named
  /// `*.swift.pending-snapshots` below the folder at `relative`.
  private static func pendingInlineFiles(in root: URL, relative: String) -> [String] {
    let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var found: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : "\(relative)/\(name)"
      if name.hasSuffix(".swift" + InlinePendingFile.suffix) {
        found.append(path)
      } else if (try? FileKind.at(folder.appendingPathComponent(name).path)) == .folder,
        !(relative.isEmpty && name == SnapshotLocation.folder),
        !FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(name).appendingPathComponent("Package.swift").path)
      {
        found += pendingInlineFiles(in: root, relative: path)
      }
    }
    return found
  }

  /// Writes the entry's new text into its literal and removes the entry.
  ///
  /// - Throws: ``SnapshotError/unsupportedInline(file:line:reason:)``, changing
  ///   nothing, when the entry is gone, the closure is no longer the one the test saw, or
  ///   the test file no longer exists (its entries can only be rejected).
  func acceptInline(_ inline: PendingSnapshot.Inline) throws(SnapshotError) {
    guard !Self.testFileIsGone(inline.file) else {
      throw .unsupportedInline(
        file: inline.file.relativePath, line: inline.entry.line,
        reason: "the test file no longer exists; reject the entry to clear it")
    }
    try inline.file.update(build: nil) {
      (state: inout InlineSnapshotFile.State) throws(SnapshotError) in
      let entry = try Self.entry(inline, in: state.pending)
      let site = try state.site(at: entry.position)
      guard site.fingerprint == entry.fingerprint else {
        throw .unsupportedInline(
          file: inline.file.relativePath, line: entry.line,
          reason: "the closure changed since the test ran; run the test again")
      }
      state.rewrite(site, with: entry.new)
      state.pending.entries.removeAll { $0.id == entry.id }
    }
  }

  /// Removes the entry; the source stays as it is.
  ///
  /// The source is not read, so the entries of a test file that was deleted or renamed
  /// since its test ran can be cleared too.
  func rejectInline(_ inline: PendingSnapshot.Inline) throws(SnapshotError) {
    try inline.file.updatePending { (pending: inout InlinePendingFile) throws(SnapshotError) in
      let entry = try Self.entry(inline, in: pending)
      pending.entries.removeAll { $0.id == entry.id }
    }
  }

  /// Whether nothing is at the test file's path any more. A path that cannot be looked
  /// at is not gone: reading it then says why.
  private static func testFileIsGone(_ file: InlineSnapshotFile) -> Bool {
    do {
      return try FileKind.at(file.source.path) == nil
    } catch {
      return false
    }
  }

  /// The entry as the pending file has it now (its line may have moved since it was
  /// listed).
  private static func entry(
    _ inline: PendingSnapshot.Inline, in pending: InlinePendingFile
  ) throws(SnapshotError) -> InlinePendingFile.Entry {
    guard let entry = pending.entries.first(where: { $0.id == inline.entry.id }) else {
      throw .io(
        file: inline.file.pendingName,
        reason: "has no entry for line \(inline.entry.line) any more (accepted or rejected since)")
    }
    return entry
  }

  /// The diff of an inline entry, from the literal the test saw to the new text.
  static func inlineDiff(
    of pending: PendingSnapshot, _ inline: PendingSnapshot.Inline, colored: Bool
  )
    -> String
  {
    let entry = inline.entry
    return LineDiff(old: entry.old.isEmpty ? "" : entry.old + "\n", new: entry.new + "\n").unified(
      oldLabel: pending.isNew ? "(empty literal)" : pending.relativePath,
      newLabel: inline.file.pendingName, colored: colored)
  }
}
