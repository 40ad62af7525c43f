import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One address a host name resolved to, kept as a value so a list of them outlives the
/// `getaddrinfo(3)` result it came from, and a test can make one list of several hosts'.
struct SocketAddress {
  /// `AF_INET` or `AF_INET6`.
  var family: Int32
  /// `SOCK_STREAM`.
  var type: Int32
  var `protocol`: Int32
  /// The address itself, `length` bytes of it.
  var storage: sockaddr_storage
  var length: socklen_t

  /// Every address of `host` for TCP on `port`, in the order the resolver prefers.
  ///
  /// The lookup cannot be interrupted (see ``TCPConnection``).
  ///
  /// - Throws: ``TCPConnection/Failure/hostNotFound`` when there is none.
  static func resolve(host: String, port: Int) throws(TCPConnection.Failure) -> [SocketAddress] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, list != nil else {
      throw .hostNotFound
    }
    defer { freeaddrinfo(list) }
    var addresses: [SocketAddress] = []
    var next = list
    while let info = next?.pointee {
      var storage = sockaddr_storage()
      let length = min(Int(info.ai_addrlen), MemoryLayout<sockaddr_storage>.size)
      withUnsafeMutableBytes(of: &storage) { target in
        target.copyMemory(from: UnsafeRawBufferPointer(start: info.ai_addr, count: length))
      }
      addresses.append(
        SocketAddress(
          family: info.ai_family, type: info.ai_socktype, protocol: info.ai_protocol,
          storage: storage, length: socklen_t(length)))
      next = info.ai_next
    }
    guard !addresses.isEmpty else { throw .hostNotFound }
    return addresses
  }
}
