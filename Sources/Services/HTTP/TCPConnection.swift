import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // Qualified, since the connection's own `send` would hide them inside the class.
  private let systemSocket = Glibc.socket
  private let systemConnect = Glibc.connect
  private let systemSend = Glibc.send
  /// Linux has no SO_NOSIGPIPE: each send says not to raise SIGPIPE instead.
  private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
  private let systemSocket = Darwin.socket
  private let systemConnect = Darwin.connect
  private let systemSend = Darwin.send
  private let sendFlags: Int32 = 0
#endif

/// A TCP connection to a server, made and used with POSIX calls that each wait at most
/// until a deadline or an interrupt.
///
/// The socket is non-blocking and every wait is a `poll(2)` on it and on the
/// ``SocketInterrupt`` together, so a connection never holds its thread past the moment
/// its request is cancelled or out of time. Only the name lookup (`getaddrinfo(3)`)
/// cannot be interrupted; the request fails at its deadline anyway, and the thread
/// finishes the lookup on its own.
///
/// Used by one thread at a time; closed when released.
final class TCPConnection {
  /// Why a connection could not be made or used.
  enum Failure: Error, Equatable {
    /// The host name was not found.
    case hostNotFound
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The interrupt was signalled.
    case interrupted
    /// The deadline passed.
    case timedOut
  }

  private let descriptor: Int32
  private let interrupt: SocketInterrupt
  private let deadline: ContinuousClock.Instant

  private init(descriptor: Int32, interrupt: SocketInterrupt, deadline: ContinuousClock.Instant) {
    self.descriptor = descriptor
    self.interrupt = interrupt
    self.deadline = deadline
  }

  deinit {
    close(descriptor)
  }

  /// A connection to `host` on `port`, trying each of its addresses in turn.
  ///
  /// - Throws: the failure of the last address tried.
  static func open(
    host: String, port: Int, interrupt: SocketInterrupt, deadline: ContinuousClock.Instant
  ) throws(Failure) -> TCPConnection {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
      throw .hostNotFound
    }
    defer { freeaddrinfo(list) }
    var failure = Failure.hostNotFound
    var address: UnsafeMutablePointer<addrinfo>? = first
    while let info = address {
      do {
        return try attempt(info.pointee, interrupt: interrupt, deadline: deadline)
      } catch .interrupted {
        throw .interrupted
      } catch .timedOut {
        throw .timedOut
      } catch {
        failure = error
      }
      address = info.pointee.ai_next
    }
    throw failure
  }

  /// A connection to one of the host's addresses.
  private static func attempt(
    _ address: addrinfo, interrupt: SocketInterrupt, deadline: ContinuousClock.Instant
  ) throws(Failure) -> TCPConnection {
    let descriptor = systemSocket(address.ai_family, address.ai_socktype, address.ai_protocol)
    guard descriptor >= 0 else { throw .system(errno) }
    // From here the connection owns the descriptor and closes it, on failure too.
    let connection = TCPConnection(descriptor: descriptor, interrupt: interrupt, deadline: deadline)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    #if canImport(Darwin)
      // A send to a closed connection must fail, not kill the process with SIGPIPE.
      var on: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    if systemConnect(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
      guard errno == EINPROGRESS else { throw .system(errno) }
      try connection.wait(for: Int16(POLLOUT))
      var error: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else {
        throw .system(errno)
      }
      guard error == 0 else { throw .system(error) }
    }
    return connection
  }

  /// Sends all of `bytes`.
  func send(_ bytes: [UInt8]) throws(Failure) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemSend(descriptor, buffer.baseAddress! + sent, buffer.count - sent, sendFlags)
      }
      if count >= 0 {
        sent += count
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        try wait(for: Int16(POLLOUT))
      } else if errno != EINTR {
        throw .system(errno)
      }
    }
  }

  /// Reads what has arrived into `buffer`, waiting until something has.
  ///
  /// - Returns: the number of bytes read; 0 when the server has closed the connection.
  func receive(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
    while true {
      let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
      if count >= 0 { return count }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        try wait(for: Int16(POLLIN))
      } else if errno != EINTR {
        throw .system(errno)
      }
    }
  }

  /// Waits until the socket is ready for `events`, the interrupt is signalled or the
  /// deadline passes.
  private func wait(for events: Int16) throws(Failure) {
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { throw .timedOut }
      let (seconds, attoseconds) = remaining.components
      // Rounded up, so the wait never ends just before the deadline and spins.
      let milliseconds = min(
        Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      var descriptors = [
        pollfd(fd: descriptor, events: events, revents: 0),
        pollfd(fd: interrupt.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(milliseconds))
      if ready < 0 {
        guard errno == EINTR else { throw .system(errno) }
        continue
      }
      if descriptors[1].revents != 0 { throw .interrupted }
      // An error or hang-up is ready too: the call that follows reports it.
      if descriptors[0].revents != 0 { return }
    }
  }
}
