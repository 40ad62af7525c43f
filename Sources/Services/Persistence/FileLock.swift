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
/// Taking the lock never waits: ``acquire()`` tries once and throws
/// ``Failure/held`` when another process has it, so an interactive app can go on
/// drawing and reading keys; ``waitUntilFree()`` is the wait, for a thread that may
/// block. Only a regular file is used: a FIFO, a folder or a symbolic link in its place
/// is refused at once, with a reason naming the lock file (a FIFO opened without
/// `O_NONBLOCK` would block forever waiting for a writer).
///
/// The system releases the lock if the process dies holding it, so a `kill -9` mid-save
/// never leaves the settings locked.
struct FileLock: Sendable {
  let path: String

  /// Why the lock could not be taken.
  enum Failure: Error, Equatable {
    /// Another process holds it: a later attempt may succeed.
    case held
    /// The lock file cannot be used (`reason` follows its path: "is a symbolic link;
    /// refusing to follow it"): no attempt will succeed until a person fixes it.
    case unusable(reason: String)
  }

  /// The lock, held until ``release()``.
  struct Held {
    fileprivate let descriptor: Int32

    /// Lets the next process in. Call it once.
    func release() {
      close(descriptor)  // closing releases the lock
    }
  }

  /// Takes the lock if no other process holds it, without waiting.
  ///
  /// - Throws: ``Failure/held`` when another process holds it; ``Failure/unusable(reason:)``
  ///   when the lock file cannot be opened or created, or is not a regular file.
  func acquire() throws(Failure) -> Held {
    let descriptor = try open()
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let error = errno
      if error == EINTR { continue }
      close(descriptor)
      if error == EWOULDBLOCK { throw .held }
      throw .unusable(reason: "cannot be locked: \(String(cString: strerror(error)))")
    }
    return Held(descriptor: descriptor)
  }

  /// Blocks the calling thread until no other process holds the lock, then returns
  /// without holding it; returns at once when the lock file cannot be used (the next
  /// ``acquire()`` says why).
  ///
  /// It waits on the lock itself (`flock` without `LOCK_NB`), so it returns the moment
  /// the holder lets go, with no polling. Another process may take the lock again before
  /// the caller's next ``acquire()``: a caller retries until it succeeds.
  func waitUntilFree() {
    guard let descriptor = try? open() else { return }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    close(descriptor)  // and with it the lock: the caller's acquire takes it anew
  }

  /// Opens (creating if missing) the lock file, refusing anything but a regular file.
  private func open() throws(Failure) -> Int32 {
    // NB: O_NONBLOCK, so that a FIFO in the lock's place opens at once (and is then
    // refused) instead of waiting for a writer that never comes.
    let descriptor = systemOpen(
      path, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else { throw .unusable(reason: Self.openFailure(errno, at: path)) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = "cannot be examined: \(String(cString: strerror(errno)))"
      close(descriptor)
      throw .unusable(reason: reason)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .unusable(
        reason: "\(Self.kind(of: status.st_mode)), not a regular file; refusing to use it")
    }
    return descriptor
  }

  /// Why `open` failed, as the rest of a sentence that starts with the lock's path.
  private static func openFailure(_ error: Int32, at path: String) -> String {
    var status = stat()
    let exists = lstat(path, &status) == 0
    // O_NOFOLLOW fails with ELOOP on Linux and macOS, EMLINK on some BSDs.
    if (error == ELOOP || error == EMLINK) && exists && status.st_mode & S_IFMT == S_IFLNK {
      return "is a symbolic link; refusing to follow it"
    }
    switch error {
    case EISDIR: return "is a folder, not a file"
    case EACCES where exists:
      return "cannot be opened: \(String(cString: strerror(error)))"
    case EACCES:
      return "cannot be created in its folder: \(String(cString: strerror(error)))"
    default: return "cannot be opened: \(String(cString: strerror(error)))"
    }
  }

  /// "is a FIFO", "is a device": what a file of `mode` is, for a message.
  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "is a FIFO"
    case S_IFDIR: "is a folder"
    case S_IFSOCK: "is a socket"
    case S_IFCHR, S_IFBLK: "is a device"
    default: "is a special file"
    }
  }
}

// NB: inside `FileLock`, `open` names its own method; this reaches the system's call.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}
