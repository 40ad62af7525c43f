import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The status and header fields of a reply: what ``HTTPExchange`` judges before it reads
/// a byte of the body, whichever transport brought them.
///
/// Stratus's own client (``PlainHTTPFetch``) parses them from the bytes the server sent
/// (``parse(_:)``); URLSession hands them over as an `HTTPURLResponse`.
struct HTTPReplyHead: Sendable, Equatable {
  /// One header field; the name is lowercased, since field names are case-insensitive.
  struct Field: Sendable, Equatable {
    var name: String
    var value: String
  }

  /// The status code: `200`, `302`.
  var status: Int
  /// The header fields in the order they came.
  var fields: [Field]

  /// The value of the field `name` (lowercase), the values joined by `, ` when the field
  /// came more than once, as HTTP defines; `nil` when it is absent.
  func value(of name: String) -> String? {
    let values = values(of: name)
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// The value of each field `name` (lowercase), in the order they came: for a field that
  /// must come once, such as `Location`, whose values cannot be joined.
  func values(of name: String) -> [String] {
    fields.filter { $0.name == name }.map(\.value)
  }

  /// Whether the body is sent in chunks: the last transfer coding is `chunked`.
  ///
  /// Chunked framing then says where the body ends, and a `Content-Length` sent as well
  /// is ignored, not judged (RFC 9112 §6.3): the length of the chunks' data is not the
  /// length the field states, so judging both refused an honest reply as "ended early".
  var hasChunkedBody: Bool {
    guard let coding = value(of: "transfer-encoding") else { return false }
    let last = coding.split(separator: ",").last?.trimmingCharacters(in: [" ", "\t"])
    return last?.lowercased() == "chunked"
  }

  /// What the reply says of its length: `nil` without a `Content-Length`.
  ///
  /// - Throws: the reason, when the field is not one number, or repeats with
  ///   different numbers.
  func contentLength() throws(ReplyFault) -> ContentLength? {
    guard let value = value(of: "content-length") else { return nil }
    // A list of equal values is allowed (a proxy may have merged two copies of the field).
    let values = Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    guard values.count == 1, let digits = values.first, !digits.isEmpty,
      digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { throw ReplyFault("the reply's Content-Length \"\(value.prefix(40))\" is not a number") }
    // More digits than an Int64 holds is beyond any limit; say so rather than fail to parse.
    return Int64(digits).map(ContentLength.bytes) ?? .beyondCounting
  }

  /// A `Content-Length`.
  enum ContentLength: Equatable {
    case bytes(Int64)
    /// A number too large for an `Int64`.
    case beyondCounting
  }
}

/// What is wrong with a reply, in words that finish "Could not read URL: …".
struct ReplyFault: Error, Equatable, Sendable {
  var reason: String

  init(_ reason: String) { self.reason = reason }
}

extension HTTPReplyHead {
  /// The status and fields of a reply URLSession received.
  init(_ response: HTTPURLResponse) {
    status = response.statusCode
    fields = response.allHeaderFields.compactMap { name, value in
      guard let name = name as? String, let value = value as? String else { return nil }
      return Field(name: name.lowercased(), value: value)
    }
  }
}
