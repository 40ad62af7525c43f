/// Reads a body sent with `Transfer-Encoding: chunked` as it arrives, handing on the
/// data and keeping only the few bytes of a size line or trailer it is in the middle of.
///
/// Each chunk is its size in hexadecimal (perhaps followed by `;extensions`), a line
/// break, that many bytes and a line break; a chunk of size 0 ends the body, followed by
/// optional trailer fields and an empty line (RFC 9112 §7.1). The decoder works on
/// whatever pieces the socket delivers, split anywhere.
///
/// Everything that is not data (size lines, line breaks, trailer fields) is counted in
/// ``framingBytes``, which the fetch counts toward the reply's size limit: the trailer
/// is never kept, but an endless one must not be read for ever.
///
/// ```swift
/// var body = ChunkedBody()
/// let isComplete = try body.decode(bytes) { data in keep(data) }
/// ```
struct ChunkedBody {
  /// The longest size line or trailer line read: far more than any honest one needs.
  static let maximumLineBytes = 4_096

  private enum Part {
    /// Reading a chunk's size line.
    case size
    /// In a chunk's data, with this many bytes to go.
    case data(remaining: Int)
    /// Reading the line break after a chunk's data.
    case dataEnd
    /// Reading trailer lines, after the last chunk.
    case trailer
    /// The body has ended.
    case done
  }

  private var part = Part.size
  /// The line being read, without its line break.
  private var line: [UInt8] = []
  /// The bytes read so far that are framing rather than data.
  private(set) var framingBytes = 0

  /// Whether the last chunk and the trailer have been read.
  var isComplete: Bool {
    if case .done = part { return true }
    return false
  }

  /// Reads `bytes`, calling `deliver` with each run of body data in them; stops early,
  /// returning `false`, when `deliver` returns `false`.
  ///
  /// - Returns: `false` if `deliver` asked to stop, else `true`. Bytes after the end of
  ///   the body are ignored.
  /// - Throws: the reason, when the framing is broken.
  mutating func decode(
    _ bytes: UnsafeRawBufferPointer, deliver: (UnsafeRawBufferPointer) -> Bool
  ) throws(ReplyFault) -> Bool {
    var index = 0
    while index < bytes.count {
      switch part {
      case .data(let remaining):
        let count = min(remaining, bytes.count - index)
        guard deliver(UnsafeRawBufferPointer(rebasing: bytes[index..<index + count])) else {
          return false
        }
        index += count
        part = remaining == count ? .dataEnd : .data(remaining: remaining - count)
      case .size, .dataEnd, .trailer:
        let byte = bytes[index]
        index += 1
        framingBytes += 1
        guard byte == UInt8(ascii: "\n") else {
          guard line.count < Self.maximumLineBytes else {
            throw ReplyFault("the reply's chunked body has a line longer than 4 KB")
          }
          line.append(byte)
          continue
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        try endLine()
        line.removeAll(keepingCapacity: true)
      case .done:
        return true
      }
    }
    return true
  }

  /// Acts on the line just read.
  private mutating func endLine() throws(ReplyFault) {
    switch part {
    case .size:
      let size = try Self.size(of: line)
      part = size == 0 ? .trailer : .data(remaining: size)
    case .dataEnd:
      guard line.isEmpty else {
        throw ReplyFault("the reply's chunked body has a chunk longer than its size says")
      }
      part = .size
    case .trailer:
      // Trailer fields are not used; the empty line ends them and the body.
      if line.isEmpty { part = .done }
    case .data, .done:
      break
    }
  }

  /// The size a chunk's size line gives: hexadecimal digits, then perhaps `;extensions`.
  ///
  /// White space may follow the digits (before a `;`, RFC 9112 §7.1.1) but not split
  /// them: dropping the blank in `1 0` read it as 0x10, a size the server never sent.
  private static func size(of line: [UInt8]) throws(ReplyFault) -> Int {
    let beforeExtensions = line.prefix { $0 != UInt8(ascii: ";") }
    let digits = beforeExtensions.prefix(while: isHexadecimalDigit)
    let after = beforeExtensions.dropFirst(digits.count)
    // Fifteen hexadecimal digits fit an Int; anything longer is beyond every limit.
    guard !digits.isEmpty, digits.count <= 15,
      after.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
      let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
    else {
      let shown = String(decoding: line.prefix(40), as: UTF8.self)
      throw ReplyFault(
        "the reply's chunked body has a chunk size that is not a number: \"\(shown)\"")
    }
    return size
  }

  private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}
