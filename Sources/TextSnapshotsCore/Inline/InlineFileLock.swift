import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on one test file's inline snapshots, held while its source, its
/// pending file and its journal are read and rewritten.
///
/// Tests of one file run on several threads and, under `swift test`, in more than one
/// process (two terminals, or XCTest's and Swift Testing's); the review tool may run
/// meanwhile. Each takes this lock (`flock(2)` on a file under
/// `.build/stratus-snapshots/inline/` that is never replaced), so their
/// read-modify-write steps happen one at a time and no entry or edit is lost. Each
/// opens the lock file anew, and `flock` locks belong to an open file, so two threads of
/// one process exclude each other as two processes do (`fcntl` locks, which belong to a
/// process, would not).
///
/// The lock is not taken on the source itself: a rewrite replaces the source by
/// renaming a new file over it, and a lock on the old file would not stop a process
/// that opens the new one.
enum InlineFileLock {
  /// Runs `body` while holding the lock named `key` under `folder`.
  static func withLock<Result>(
    folder: URL, key: String, _ body: () throws(SnapshotError) -> Result
  ) throws(SnapshotError) -> Result {
    let path = folder.appendingPathComponent(key + ".lock").path
    let name = ".build/stratus-snapshots/inline/\(key).lock"
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .io(file: name, reason: "cannot be created (\(SystemFailure(error)))")
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw .io(file: name, reason: "cannot be opened (\(SystemFailure.current))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw .io(file: name, reason: "cannot be locked (\(SystemFailure.current))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
