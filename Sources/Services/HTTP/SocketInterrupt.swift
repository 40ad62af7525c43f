import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes a thread that waits on a socket, from any other thread: the way a cancelled or
/// timed-out request stops its connection at once, whatever the connection is doing.
///
/// A pipe whose read end a ``TCPConnection`` polls beside its socket: ``signal()``
/// writes a byte, the poll returns, and the connection gives up with
/// ``TCPConnection/Failure/interrupted``. Once signalled it stays signalled (the byte is
/// never read), so a connection that starts waiting later gives up at once too, and
/// ``isSignalled`` says so to one that reads without waiting (a server sending without
/// pause never lets a read wait).
final class SocketInterrupt: Sendable {
  /// The end a connection polls.
  let readEnd: Int32
  private let writeEnd: Int32
  private let signalled = LockedValue(false)

  /// A new interrupt, or `nil` when the process has no descriptors left for a pipe.
  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      // A full pipe is already signalled: the write must fail, not wait.
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes every wait on ``readEnd``, now and later. Safe from any thread, any number of
  /// times.
  func signal() {
    signalled.withLock { $0 = true }
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Whether ``signal()`` has been called: checked before every read.
  var isSignalled: Bool { signalled.withLock { $0 } }
}
