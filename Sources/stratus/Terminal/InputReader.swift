import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the terminal on a thread of its own and reports what arrives as
/// ``RunEvent``s.
///
/// A blocking read cannot share the main actor, so it runs on a plain thread. It waits
/// with `poll`, so it can also report a short silence after input: that is how a lone
/// Esc is told apart from the start of an arrow key's escape sequence.
enum InputReader {
  /// How long after the last byte a silence counts: long enough for the rest of an
  /// escape sequence sent in pieces, short enough that Esc feels immediate.
  static let quietMilliseconds: Int32 = 30

  /// Starts reading standard input, sending events to `sink` until input closes.
  static func start(sending sink: AsyncStream<RunEvent>.Continuation) {
    let thread = Thread {
      // NB: a thread starts with its creator's blocked signals, and the main actor's
      // threads block them all. With SIGTTIN blocked, a read while the app is a
      // background job (`bg`) fails as if input had closed; unblocked, the job stops
      // until `fg`, as a job that reads the terminal should.
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, SIGTTIN)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      var pending = false
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, pending ? quietMilliseconds : -1)
        if ready < 0 && errno == EINTR { continue }
        if ready == 0 {
          pending = false
          sink.yield(.inputQuiet)
          continue
        }
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          sink.yield(.inputClosed)
          return
        }
        pending = true
        sink.yield(.input(Array(buffer[..<count])))
      }
    }
    thread.name = "stratus-input"
    thread.start()
  }
}
