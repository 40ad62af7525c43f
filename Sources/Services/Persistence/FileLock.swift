import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock shared by every process on one machine: `flock` on a lock file
/// that is created once and never deleted.
///
/// `settings.json` itself cannot carry the lock: a save renames a new file over it, and
/// a lock on the old file would no longer guard the new one. Deleting the lock file when
/// done would let a process lock a file another has just unlinked, so it stays (it is
/// empty, and private like the settings). It is opened read-only, which is all `flock`
/// needs, so a folder a person may read but not write still gets as far as the save
/// and the error that names the settings file.
///
/// The system releases the lock if the process dies holding it, so a `kill -9` mid-save
/// never leaves the settings locked.
struct FileLock: Sendable {
  let path: String
  /// How long to wait for another process to let go before giving up: a save holds the
  /// lock for milliseconds, so a lock held this long is held by something stuck.
  var timeoutSeconds: Double = 5

  /// The lock, held until ``release()``.
  struct Held {
    fileprivate let descriptor: Int32

    /// Lets the next process in. Call it once.
    func release() {
      close(descriptor)  // closing releases the lock
    }
  }

  /// Waits for the lock and takes it.
  ///
  /// - Throws: ``PrivateFile/Problem`` when the lock file cannot be opened or created,
  ///   or another process holds the lock for ``timeoutSeconds``.
  func acquire() throws(PrivateFile.Problem) -> Held {
    let descriptor = open(path, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw .system }
    // A monotonic clock: a wait, not a moment the app shows, so not the injected clock.
    let deadline = ContinuousClock.now + .seconds(timeoutSeconds)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let problem: PrivateFile.Problem? =
        switch errno {
        case EINTR: nil
        case EWOULDBLOCK where ContinuousClock.now < deadline: nil
        case EWOULDBLOCK:
          PrivateFile.Problem(
            "another process has held \((path as NSString).lastPathComponent) for \(Int(timeoutSeconds)) seconds"
          )
        default: .system
        }
      if let problem {
        close(descriptor)
        throw problem
      }
      usleep(10_000)
    }
    return Held(descriptor: descriptor)
  }
}
