import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends this process's assertions to its ledger file, one line per assertion.
///
/// The file is opened once per run and written with one `write` per line, so a test
/// process that crashes leaves every line it finished. A ledger that cannot be written
/// (a read-only `.build/`) never fails a test: the ledger only feeds orphan detection.
///
/// It is not thread-safe: ``SnapshotSession`` calls it under its lock.
struct LedgerWriter {
  /// A ledger file: which package's, for which run.
  private struct Key: Hashable {
    var packageRootPath: String
    var run: String
  }

  /// The open ledger file of each package root and run. The handle owns the descriptor
  /// and closes it when the session goes; lines are written to the descriptor directly.
  private var handles: [Key: FileHandle] = [:]

  /// Records that the golden at `location` was checked in `run`, with `outcome`.
  mutating func record(_ outcome: SnapshotOutcome, at location: SnapshotLocation, run: String) {
    let key = Key(packageRootPath: location.packageRootPath, run: run)
    if handles[key] == nil {
      handles[key] = openLedger(run: run, ledger: SnapshotLedger(packageRoot: location.packageRoot))
    }
    guard let descriptor = handles[key]?.fileDescriptor else { return }
    var line = "\(outcome.rawValue)\t\(location.relativePath)\n"
    line.withUTF8 { Self.writeAll($0, to: descriptor) }
  }

  /// Writes the whole of `bytes`: one `write` for a line, as the file is opened for
  /// appending, with a retry for a signal or a partial write. A failure is dropped.
  private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  private func openLedger(run: String, ledger: SnapshotLedger) -> FileHandle? {
    let folder = ledger.runsFolder.appendingPathComponent(run)
    let file = folder.appendingPathComponent("\(getpid()).\(SnapshotRun.ledgerExtension)")
    let manager = FileManager.default
    if !manager.fileExists(atPath: folder.path) { removeOldRuns(of: ledger) }
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Keeps the ledger folder small: deletes all but the newest runs before a new one
  /// starts. Only their files' dates are read, not their ledgers.
  private func removeOldRuns(of ledger: SnapshotLedger) {
    for run in ledger.runIDsNewestFirst().dropFirst(SnapshotLedger.keptRuns - 1) {
      try? FileManager.default.removeItem(at: ledger.runsFolder.appendingPathComponent(run))
    }
  }
}
