#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// An exclusive `flock` on a file, standing for another process's: `flock` locks belong
/// to an open file, so one taken here conflicts with any other open of the same file,
/// in this process or another (the settings lock, `.settings.json.lock`).
///
/// The file is opened with `O_CLOEXEC`. Without it, a child process started while the
/// lock is held (the tool, a tmux server, a stub server: other tests run beside this
/// one) would share the open file, and with it the lock, after ``release()``: a test
/// that lets go and then waits for a save to land would wait for as long as that child
/// runs.
public final class HeldLock: Sendable {
  /// The lock file's path.
  public let path: String
  private let descriptor: Int32

  /// Takes the lock on `path` (creating the file, 0600, when it is missing), without
  /// waiting.
  ///
  /// - Parameter path: the lock file.
  /// - Throws: ``HeldLockError`` when the file cannot be opened or another open file
  ///   holds the lock already.
  public init(_ path: String) throws {
    self.path = path
    descriptor = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw HeldLockError(path: path, reason: String(cString: strerror(errno)))
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw HeldLockError(path: path, reason: reason)
    }
  }

  /// Lets go of the lock. Call it once.
  public func release() { close(descriptor) }
}

/// A lock ``HeldLock`` could not take, and why.
public struct HeldLockError: Error, CustomStringConvertible {
  /// The lock file.
  public let path: String
  /// The system's reason: "Resource temporarily unavailable" when it is held already.
  public let reason: String

  public var description: String { "could not lock \(path): \(reason)" }
}
