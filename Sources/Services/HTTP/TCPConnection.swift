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
    try open(
      to: SocketAddress.resolve(host: host, port: port), interrupt: interrupt, deadline: deadline)
  }

  /// A connection to the first of `addresses` that answers, each tried in turn with its
  /// share of the time left.
  ///
  /// An address that never answers (a black-holed IPv6 route is the usual one) would
  /// otherwise take the whole budget and leave none for the next, which may work: each
  /// address gets the time left divided by the addresses left, so with two, the first
  /// gets half and the second the rest. An address that fails at once leaves its share
  /// to the others.
  ///
  /// - Throws: ``Failure/timedOut`` once the deadline has passed, else the failure of the
  ///   last address tried.
  static func open(
    to addresses: [SocketAddress], interrupt: SocketInterrupt, deadline: ContinuousClock.Instant
  ) throws(Failure) -> TCPConnection {
    var failure = Failure.hostNotFound
    for (index, address) in addresses.enumerated() {
      let now = ContinuousClock.now
      guard now < deadline else { throw .timedOut }
      let share = now + now.duration(to: deadline) / (addresses.count - index)
      do {
        return try attempt(address, interrupt: interrupt, connectBy: share, deadline: deadline)
      } catch .interrupted {
        throw .interrupted
      } catch {
        failure = error
      }
    }
    throw failure
  }

  /// A connection to one of the host's addresses, made by `connectBy`.
  private static func attempt(
    _ address: SocketAddress, interrupt: SocketInterrupt, connectBy: ContinuousClock.Instant,
    deadline: ContinuousClock.Instant
  ) throws(Failure) -> TCPConnection {
    let descriptor = systemSocket(address.family, address.type, address.protocol)
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
    var storage = address.storage
    let connected = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(descriptor, $0, address.length)
      }
    }
    if connected != 0 {
      guard errno == EINPROGRESS else { throw .system(errno) }
      try connection.wait(for: Int16(POLLOUT), until: connectBy)
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
  /// The deadline and the interrupt are checked before every read, not only when one
  /// must wait: a server that sends without pause never makes a read wait, and would
  /// otherwise keep the connection past both.
  ///
  /// - Returns: the number of bytes read; 0 when the server has closed the connection.
  func receive(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
    guard !interrupt.isSignalled else { throw .interrupted }
    guard ContinuousClock.now < deadline else { throw .timedOut }
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

  /// Waits until the socket is ready for `events`, the interrupt is signalled or `limit`
  /// (the connection's deadline unless given) passes.
  private func wait(
    for events: Int16, until limit: ContinuousClock.Instant? = nil
  ) throws(Failure) {
    while true {
      let remaining = ContinuousClock.now.duration(to: limit ?? deadline)
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
