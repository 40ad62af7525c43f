import Foundation

/// Appends this process's assertions to its ledger file, one line per assertion.
///
/// The file is opened once per run and written with one `write` per line, so a test
/// process that crashes leaves every line it finished. A ledger that cannot be written
/// (a read-only `.build/`) never fails a test: the ledger only feeds orphan detection.
///
/// It is not thread-safe: ``SnapshotSession`` calls it under its lock.
struct LedgerWriter {
  /// The open ledger file of each package root and run.
  private var handles: [String: FileHandle] = [:]

  /// Records that `relativePath` was checked in `run`, with `outcome`.
  mutating func record(
    _ outcome: SnapshotOutcome, relativePath: String, run: String, ledger: SnapshotLedger
  ) {
    let line = Data("\(outcome.rawValue)\t\(relativePath)\n".utf8)
    let key = "\(ledger.packageRoot.path)|\(run)"
    if handles[key] == nil { handles[key] = open(run: run, ledger: ledger) }
    try? handles[key]?.write(contentsOf: line)
  }

  private func open(run: String, ledger: SnapshotLedger) -> FileHandle? {
    let folder = ledger.runsFolder.appendingPathComponent(run)
    let file = folder.appendingPathComponent("\(getpid()).\(SnapshotRun.ledgerExtension)")
    let manager = FileManager.default
    if !manager.fileExists(atPath: folder.path) { removeOldRuns(of: ledger) }
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    if !manager.fileExists(atPath: file.path) {
      _ = manager.createFile(atPath: file.path, contents: nil)
    }
    let handle = FileHandle(forWritingAtPath: file.path)
    _ = try? handle?.seekToEnd()
    return handle
  }

  /// Keeps the ledger folder small: deletes all but the newest runs before a new one
  /// starts.
  private func removeOldRuns(of ledger: SnapshotLedger) {
    for run in ledger.runs().dropFirst(SnapshotLedger.keptRuns - 1) {
      try? FileManager.default.removeItem(at: ledger.runsFolder.appendingPathComponent(run.id))
    }
  }
}
