import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One test file's inline snapshots: its source, the pending file beside it and the
/// journal of its edits, always changed together under ``InlineFileLock``.
///
/// The assertions use it to record a literal in place, to leave an entry for review,
/// and to clear a stale entry; the review uses it to accept or reject entries. Every
/// rewrite of the source moves the pending entries below it, so they stay right in any
/// order, and is written atomically (temporary file and rename, the file's permissions
/// kept).
package struct InlineSnapshotFile: Hashable, Sendable {
  /// The package the test file belongs to.
  package let packageRoot: URL
  /// The test file's path relative to the package root, such as `Tests/X/FooTests.swift`.
  package let relativePath: String

  package init(packageRoot: URL, relativePath: String) {
    self.packageRoot = packageRoot
    self.relativePath = relativePath
  }

  package var source: URL { packageRoot.appendingPathComponent(relativePath) }
  package var pendingFile: URL {
    packageRoot.appendingPathComponent(relativePath + InlinePendingFile.suffix)
  }
  package var pendingName: String { relativePath + InlinePendingFile.suffix }

  /// The file's pending entries, read without the lock (for listing).
  package func pending() throws(SnapshotError) -> InlinePendingFile {
    try InlinePendingFile.read(pendingFile, naming: pendingName)
  }

  /// What a change sees and may change: the source, the pending entries and the
  /// journal of its edits. Nothing is written unless the change returns without
  /// throwing.
  package struct State {
    let file: InlineSnapshotFile
    package var source: SourceText
    package var pending: InlinePendingFile
    var journal: InlineEditJournal
    /// The test executable making the change, or `nil` for the review tool.
    let build: String?
    var sourceChanged = false

    /// The site of the call at `position` (where it is now).
    package func site(at position: SourcePosition) throws(SnapshotError) -> InlineSnapshotSite {
      try InlineSnapshotSite(in: source, at: position, file: file.relativePath)
    }

    /// Where `call` is now, after every edit made since its test was built (see
    /// ``InlineEditJournal/locate(_:in:file:)``).
    mutating func locate(_ call: InlineCall) throws(SnapshotError) -> InlineCallLocation {
      try journal.locate(call, in: source, file: file.relativePath)
    }

    /// Writes `text` into the literal of `site`, moving the pending entries below it and
    /// noting the edit in the journal.
    package mutating func rewrite(_ site: InlineSnapshotSite, with text: String) {
      let oldValue = InlineSnapshotSite.hash((site.value(in: source) ?? "").utf8)
      let edit = site.rewrite(&source, with: text)
      for index in pending.entries.indices {
        pending.entries[index].position = edit.map(pending.entries[index].position)
      }
      journal.append(
        InlineEditJournal.Record(call: site.position, oldValue: oldValue, edit: edit, build: build))
      sourceChanged = true
    }
  }

  /// Runs `change` on the file's state under the lock, then writes what it changed.
  ///
  /// The source, the pending file and the journal are read afresh under the lock, so a
  /// change always sees every edit that another thread or process made before it.
  ///
  /// - Parameter build: The test executable making the change
  ///   (``InlineSnapshotAssertion/buildStamp``), which the journal notes beside each
  ///   edit; `nil` for the review tool.
  package func update<Result>(
    build: String?, _ change: (inout State) throws(SnapshotError) -> Result
  ) throws(SnapshotError) -> Result {
    return try InlineFileLock.withLock(folder: stateFolder, key: key) {
      () throws(SnapshotError) in
      guard let data = try SnapshotFile.bytes(source, naming: relativePath) else {
        throw .io(file: relativePath, reason: "no longer exists")
      }
      let text = SourceText(Array(data))
      var state = State(
        file: self, source: text, pending: try pending(),
        journal: InlineEditJournal.read(journalFile, source: text), build: build)
      let before = (pending: state.pending, journal: state.journal)
      let result = try change(&state)
      if state.sourceChanged {
        try write(state.source.bytes)
        state.journal.sourceHash = InlineSnapshotSite.hash(state.source.bytes)
      }
      if state.journal.records.isEmpty {
        // Nothing to map through: a journal left by an edit since changed by hand goes.
        try? FileManager.default.removeItem(at: journalFile)
      } else if state.journal != before.journal {
        try state.journal.write(to: journalFile, naming: key + ".journal")
      }
      if state.pending != before.pending {
        try state.pending.write(to: pendingFile, naming: pendingName)
      }
      return result
    }
  }

  /// Runs `change` on the pending entries alone, under the same lock as
  /// ``update(build:_:)``, and writes them if it changed them. The source is not read: this
  /// is how the review clears the entries of a test file that no longer exists.
  package func updatePending(
    _ change: (inout InlinePendingFile) throws(SnapshotError) -> Void
  ) throws(SnapshotError) {
    try InlineFileLock.withLock(folder: stateFolder, key: key) { () throws(SnapshotError) in
      var pending = try pending()
      let before = pending
      try change(&pending)
      if pending != before { try pending.write(to: pendingFile, naming: pendingName) }
    }
  }

  /// Whether another build's edits are in the journal and no call of `build` has been
  /// found yet: then a passing call is worth locating too, once per build. Read without
  /// the lock, as a hint (the journal is replaced atomically).
  func journalCanNarrow(build: String) -> Bool {
    guard let data = (try? SnapshotFile.bytes(journalFile, naming: key + ".journal")) ?? nil,
      let journal = try? JSONDecoder().decode(InlineEditJournal.self, from: data)
    else { return false }
    return journal.records.contains { $0.build != build } && journal.versionsOfBuild[build] == nil
  }

  /// The name of the file's lock and journal: the file's name and a hash of its path.
  private var key: String {
    "\(source.lastPathComponent)-\(InlineSnapshotSite.hash(relativePath.utf8))"
  }
  /// Where the lock and the journal are kept, out of the source tree.
  private var stateFolder: URL {
    packageRoot.appendingPathComponent(".build/stratus-snapshots/inline")
  }
  private var journalFile: URL { stateFolder.appendingPathComponent(key + ".journal") }

  /// Replaces the source atomically, keeping its permission bits.
  private func write(_ bytes: [UInt8]) throws(SnapshotError) {
    let permissions =
      (try? FileManager.default.attributesOfItem(atPath: source.path))?[
        .posixPermissions] as? NSNumber
    do {
      try AtomicWrite.replace(
        source.path, with: bytes, permissions: permissions.map { mode_t($0.uint16Value) })
    } catch {
      throw .io(file: relativePath, reason: "cannot be written (\(error))")
    }
  }
}
