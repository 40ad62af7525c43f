import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One GET of an `http:` URL by Stratus's own HTTP/1.1 client: the way a reply is read
/// with its size limit holding on every byte, whatever the server sends.
///
/// URLSession cannot promise that on Linux, where it is libcurl underneath (measured, and
/// explained in Docs/Services.md): curl unpacks a gzip reply whatever the request asked
/// for, 4 MB into 4 GB; it goes on reading after the delegate cancels, since the cancel
/// only reaches it later, on another queue; and it keeps a redirect's whole body. So an
/// `http:` URL is fetched here instead, on a thread of its own:
///
/// - The request asks for `Accept-Encoding: identity`, and nothing is ever unpacked: a
///   reply encoded anyway is refused at its headers (``HTTPExchange``).
/// - The head is read up to ``HTTPReplyHead/maximumBytes``; the body 64 KB at a time,
///   each piece handed to the exchange before the next is read. When the exchange has
///   ended (limit passed, redirect, deadline, cancellation) the next read does not
///   happen and the connection closes: the client holds at most the limit and one piece.
/// - A redirect is not followed here: its body is never read, and the transport starts
///   the next request.
/// - Every wait is interruptible (``TCPConnection``), so ``cancel()`` stops the fetch
///   at once.
///
/// It speaks only what a GET needs: `Content-Length`, `chunked` or read-until-close
/// bodies, `Connection: close` (one request per connection). `https:` URLs stay with
/// URLSession, which brings TLS.
final class PlainHTTPFetch: Sendable {
  /// Why a fetch failed; ``HTTPExchange`` says what each means to a person.
  enum Failure: Error, Equatable {
    /// No reply came: the reason, such as "the server refused the connection".
    case unreachable(reason: String)
    /// What came is not HTTP as it must be.
    case unreadable(ReplyFault)
    /// The connection ended inside the body.
    case cutShort
    /// The fetch's own deadline passed (the transport's usually ends the exchange first).
    case timedOut
    /// ``cancel()`` was called: the exchange had already ended.
    case interrupted
  }

  /// The most bytes read from the socket at once.
  static let pieceBytes = 65_536

  /// The most interim replies (`100 Continue`, `103 Early Hints`) read before the reply.
  ///
  /// A GET asks for none, and a server sends one or two at most; without a cap, a server
  /// sending `100 Continue` for ever kept the fetch reading heads for ever.
  static let maximumInterimReplies = 5

  private let url: URL
  private let deadline: ContinuousClock.Instant
  private let interrupt: SocketInterrupt?

  /// A fetch of `url`, giving up at `deadline`.
  init(url: URL, deadline: ContinuousClock.Instant) {
    self.url = url
    self.deadline = deadline
    interrupt = SocketInterrupt()
  }

  /// Starts the fetch on a thread of its own, reporting to `exchange`.
  ///
  /// A new serial queue gets a thread even when every other is busy (see ``OffPool``).
  func start(reportingTo exchange: HTTPExchange) {
    DispatchQueue(label: "stratus.http").async {
      do {
        try self.run(reportingTo: exchange)
      } catch {
        exchange.complete(with: error)
      }
    }
  }

  /// Stops the fetch, wherever it is waiting. Safe from any thread.
  func cancel() {
    interrupt?.signal()
  }

  // MARK: - The exchange

  private func run(reportingTo exchange: HTTPExchange) throws(Failure) {
    let connection = try connect()
    let request = try request()
    do {
      try connection.send(request)
    } catch {
      throw Self.failure(error, afterHead: false)
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.pieceBytes, alignment: 1)
    defer { buffer.deallocate() }
    // What has been read but not used yet. A slice, so taking a head off its front
    // copies nothing: copying the rest after each head made many small heads in one
    // piece cost the square of their number.
    var unread: ArraySlice<UInt8> = []
    var head = try readHead(from: connection, into: buffer, unread: &unread)
    // An interim reply (100 Continue, 103 Early Hints) comes before the real one.
    var interimReplies = 0
    while (100..<200).contains(head.status) {
      interimReplies += 1
      guard interimReplies <= Self.maximumInterimReplies else {
        throw .unreadable(
          ReplyFault(
            "the server sent more than \(Self.maximumInterimReplies) interim (1xx) replies "
              + "before its reply"))
      }
      head = try readHead(from: connection, into: buffer, unread: &unread)
    }
    guard exchange.receive(head, from: url) else { return }
    try readBody(of: head, from: connection, into: buffer, after: unread, to: exchange)
  }

  /// The request: a GET that asks for the reply unencoded and the connection closed after.
  private func request() throws(Failure) -> [UInt8] {
    let host = url.host(percentEncoded: true) ?? ""
    let hostField =
      (host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
      + (url.port.map { ":\($0)" } ?? "")
    let path = url.path(percentEncoded: true)
    let target =
      (path.isEmpty ? "/" : path) + (url.query(percentEncoded: true).map { "?\($0)" } ?? "")
    // A URL cannot hold a space or a line break, but a redirect's target came from a
    // server: make sure nothing in it can split the request.
    guard (hostField + target).unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
    else {
      throw .unreadable(ReplyFault("the server redirected to a URL that cannot be sent on"))
    }
    let lines = [
      "GET \(target) HTTP/1.1",
      "Host: \(hostField)",
      "Accept: application/json",
      "Accept-Encoding: identity",
      "Connection: close",
      "User-Agent: Stratus",
    ]
    return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  private func connect() throws(Failure) -> TCPConnection {
    guard let interrupt else { throw .unreachable(reason: "too many files are open") }
    var host = url.host(percentEncoded: false) ?? ""
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    do {
      return try TCPConnection.open(
        host: host, port: url.port ?? 80, interrupt: interrupt, deadline: deadline)
    } catch {
      throw Self.failure(error, afterHead: false)
    }
  }

  /// The next head, taken off the front of `unread`, reading more as it needs.
  private func readHead(
    from connection: TCPConnection, into buffer: UnsafeMutableRawBufferPointer,
    unread: inout ArraySlice<UInt8>
  ) throws(Failure) -> HTTPReplyHead {
    var boundary = HTTPReplyHead.Boundary()
    while true {
      if let length = boundary.length(in: unread) {
        let bytes = unread.prefix(length)
        unread = unread.dropFirst(length)
        do {
          return try HTTPReplyHead.parse(bytes)
        } catch {
          throw .unreadable(error)
        }
      }
      guard unread.count <= HTTPReplyHead.maximumBytes else {
        throw .unreadable(ReplyFault("the reply's headers are longer than 64 KB"))
      }
      let count = try receive(from: connection, into: buffer, afterHead: false)
      guard count > 0 else {
        throw unread.isEmpty
          ? .unreachable(reason: "the server closed the connection without replying")
          : .unreadable(ReplyFault("the reply ended inside its headers"))
      }
      unread.append(contentsOf: buffer[..<count])
    }
  }

  /// Hands the body to `exchange` as it arrives, until it ends or the exchange does.
  private func readBody(
    of head: HTTPReplyHead, from connection: TCPConnection,
    into buffer: UnsafeMutableRawBufferPointer, after first: ArraySlice<UInt8>,
    to exchange: HTTPExchange
  ) throws(Failure) {
    var framing = try Framing(head)
    // The bytes read with the head come first, a buffer's worth at a time.
    var pending = first
    while !framing.isComplete {
      let count: Int
      if !pending.isEmpty {
        count = min(pending.count, buffer.count)
        buffer.copyBytes(from: pending.prefix(count))
        pending.removeFirst(count)
      } else {
        count = try receive(from: connection, into: buffer, afterHead: true)
        guard count > 0 else {
          guard case .untilClose = framing else { throw .cutShort }
          break
        }
      }
      let framingBytes = try framing.take(UnsafeRawBufferPointer(rebasing: buffer[..<count])) {
        exchange.receive(Data($0))
      }
      if framingBytes > 0 { exchange.receive(framingBytes: framingBytes) }
      guard !exchange.isSettled else { return }
    }
    exchange.complete(with: nil)
  }

  private func receive(
    from connection: TCPConnection, into buffer: UnsafeMutableRawBufferPointer, afterHead: Bool
  ) throws(Failure) -> Int {
    do {
      return try connection.receive(into: buffer)
    } catch {
      throw Self.failure(error, afterHead: afterHead)
    }
  }

  /// What a connection's failure means, from how far the reply had got.
  private static func failure(_ failure: TCPConnection.Failure, afterHead: Bool) -> Failure {
    switch failure {
    case .interrupted: return .interrupted
    case .timedOut: return .timedOut
    case .hostNotFound: return .unreachable(reason: "the host name was not found")
    case .system(let code):
      if afterHead { return .cutShort }
      switch code {
      case ECONNREFUSED: return .unreachable(reason: "the server refused the connection")
      case ECONNRESET, EPIPE: return .unreachable(reason: "the connection was lost before a reply")
      case ENETUNREACH, EHOSTUNREACH: return .unreachable(reason: "there is no route to the server")
      case EMFILE, ENFILE: return .unreachable(reason: "too many files are open")
      default: return .unreachable(reason: String(cString: strerror(code)).lowercased())
      }
    }
  }
}

// MARK: - Framing

extension PlainHTTPFetch {
  /// How the body's end is known (RFC 9112 §6.3).
  private enum Framing {
    /// `Content-Length`: this many bytes still to come.
    case length(remaining: Int64)
    /// `Transfer-Encoding: chunked`.
    case chunked(ChunkedBody)
    /// Neither: the body ends when the server closes the connection.
    case untilClose

    init(_ head: HTTPReplyHead) throws(Failure) {
      if let coding = head.value(of: "transfer-encoding") {
        // `chunked` overrides a Content-Length. Any other coding packs the body (gzip),
        // and nothing packed is read.
        guard coding.lowercased() == "chunked" else {
          throw .unreadable(
            ReplyFault(
              "the server sent a reply with Transfer-Encoding \"\(coding.prefix(40))\", "
                + "which was not asked for"))
        }
        self = .chunked(ChunkedBody())
        return
      }
      let length: HTTPReplyHead.ContentLength?
      do {
        length = try head.contentLength()
      } catch {
        throw .unreadable(error)
      }
      switch length {
      case .bytes(let count): self = .length(remaining: count)
      // The exchange refuses such a reply before its body is read.
      case .beyondCounting:
        throw .unreadable(ReplyFault("the reply's Content-Length is beyond counting"))
      case nil: self = .untilClose
      }
    }

    /// Whether the whole body has been read; a body read until close never knows.
    var isComplete: Bool {
      switch self {
      case .length(let remaining): remaining == 0
      case .chunked(let body): body.isComplete
      case .untilClose: false
      }
    }

    /// Passes the body data in `bytes` to `deliver`, which says whether to go on; bytes
    /// after the body's end are dropped.
    ///
    /// - Returns: how many of `bytes` were framing (a chunked body's size lines, line
    ///   breaks and trailer), which count toward the size limit though none is data.
    mutating func take(
      _ bytes: UnsafeRawBufferPointer, deliver: (UnsafeRawBufferPointer) -> Bool
    ) throws(Failure) -> Int {
      switch self {
      case .length(let remaining):
        let count = Int(min(Int64(bytes.count), remaining))
        _ = deliver(UnsafeRawBufferPointer(rebasing: bytes[..<count]))
        self = .length(remaining: remaining - Int64(count))
        return 0
      case .chunked(var body):
        let framingBefore = body.framingBytes
        do {
          _ = try body.decode(bytes, deliver: deliver)
        } catch {
          throw .unreadable(error)
        }
        self = .chunked(body)
        return body.framingBytes - framingBefore
      case .untilClose:
        _ = deliver(bytes)
        return 0
      }
    }
  }
}
