import Foundation
import Testing

@testable import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The own client's connection: every address gets its share of the time, and a read
/// stops at the deadline or an interrupt even when data keeps arriving (issue 50 §3).
@Suite struct TCPConnectionTests {
  @Test func addressThatNeverAnswersLeavesTimeForTheNext() throws {
    // A black-holed first address used to take the whole budget: the rest were never
    // tried. Here it gets half, and the listener behind it the other half.
    let hole = try Listener(backlog: 0)
    try hole.fill()
    let open = try Listener(backlog: 16)
    let interrupt = try #require(SocketInterrupt())
    let addresses = try hole.addresses() + open.addresses()

    let holeAddresses = try hole.addresses()
    #expect(
      failure {
        _ = try TCPConnection.open(
          to: holeAddresses, interrupt: interrupt, deadline: .now + .milliseconds(500))
      } == .timedOut)
    // Generous: the listener's kernel answers at once, however busy the machine.
    let connection = try TCPConnection.open(
      to: addresses, interrupt: interrupt, deadline: .now + .seconds(6))
    _ = connection
  }

  @Test func interruptStopsAReadEvenWithDataWaiting() throws {
    // A read used to look at the interrupt only when it had to wait, so a server that
    // never paused was read for ever.
    let listener = try Listener(backlog: 16)
    let interrupt = try #require(SocketInterrupt())
    let connection = try TCPConnection.open(
      to: listener.addresses(), interrupt: interrupt, deadline: .now + .seconds(60))
    let server = try listener.acceptOne()
    defer { close(server) }
    // Two bytes in one segment: once the first is read, the second is there to read.
    #expect(write(server, "ab", 2) == 2)
    let byte = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 1)
    defer { byte.deallocate() }
    #expect(try connection.receive(into: byte) == 1)
    interrupt.signal()
    #expect(failure { _ = try connection.receive(into: byte) } == .interrupted)
  }

  @Test func deadlineStopsAReadEvenWithDataWaiting() async throws {
    // The deadline must pass between the first read and the second: a machine too busy
    // to connect and read the first byte in time tries again with a longer one.
    for seconds in [2, 10, 60] {
      let listener = try Listener(backlog: 16)
      let interrupt = try #require(SocketInterrupt())
      let deadline = ContinuousClock.now + .seconds(seconds)
      let byte = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 1)
      defer { byte.deallocate() }
      let connection: TCPConnection
      do {
        connection = try TCPConnection.open(
          to: listener.addresses(), interrupt: interrupt, deadline: deadline)
        let server = try listener.acceptOne()
        defer { close(server) }
        #expect(write(server, "ab", 2) == 2)
        #expect(try connection.receive(into: byte) == 1)
      } catch TCPConnection.Failure.timedOut {
        continue
      }
      try await Task.sleep(until: deadline, clock: .continuous)
      #expect(failure { _ = try connection.receive(into: byte) } == .timedOut)
      return
    }
    Issue.record("the machine never connected within a minute")
  }

  /// How `body` failed, or `nil` if it did not.
  private func failure(_ body: () throws -> Void) -> TCPConnection.Failure? {
    do {
      try body()
      return nil
    } catch {
      return error as? TCPConnection.Failure
    }
  }
}

/// A TCP listener on 127.0.0.1, on a free port, closed when released.
private final class Listener {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let descriptor: Int32
  let port: Int
  /// Connections made by ``fill()``, kept open until the listener goes.
  private var fillers: [Int32] = []

  /// A listener whose queue of connections not yet accepted holds `backlog` (Linux
  /// admits one more than that).
  init(backlog: Int32) throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    self.descriptor = descriptor
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, backlog) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(description: "bind or listen: errno \(code)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit {
    for filler in fillers { close(filler) }
    close(descriptor)
  }

  /// The listener's address, as the connection takes it.
  func addresses() throws -> [SocketAddress] {
    try SocketAddress.resolve(host: "127.0.0.1", port: port)
  }

  /// Fills the queue with a connection no one accepts, so the system drops every further
  /// connection request unanswered: a black hole, as a route that loses packets is.
  func fill() throws {
    #if canImport(Glibc)
      let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let filler = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard filler >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    fillers.append(filler)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    // The queue is empty, so the kernel completes this one at once.
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect: errno \(errno)") }
  }

  /// The next connection, accepted.
  func acceptOne() throws -> Int32 {
    let connection = accept(descriptor, nil, nil)
    guard connection >= 0 else { throw Failure(description: "accept: errno \(errno)") }
    return connection
  }
}
