extension HTTPReplyHead {
  /// The longest head read, status line and fields together. Open-Meteo's are under a
  /// kilobyte; a server that sends more is refused before it can fill memory with them.
  static let maximumBytes = 65_536

  /// Finds where a head ends in bytes that arrive a piece at a time, looking at each byte
  /// once: a server sending a byte at a time costs no more than one sending all at once.
  ///
  /// Lines end with CRLF; a bare LF is accepted too, as HTTP/1.1 allows (RFC 9112 §2.2).
  struct Boundary {
    /// How many bytes have been looked at.
    private var scanned = 0
    /// Whether the line being read has held nothing but CR so far.
    private var lineIsEmpty = true

    /// The number of bytes the head takes at the start of `bytes`, its closing empty line
    /// included, or `nil` while that line has not arrived.
    ///
    /// - Parameter bytes: the reply so far; each call's must start with the last one's.
    mutating func length(in bytes: some Collection<UInt8>) -> Int? {
      for byte in bytes.dropFirst(scanned) {
        scanned += 1
        if byte == UInt8(ascii: "\n") {
          if lineIsEmpty { return scanned }
          lineIsEmpty = true
        } else if byte != UInt8(ascii: "\r") {
          lineIsEmpty = false
        }
      }
      return nil
    }
  }

  /// The head whose bytes, up to and including its closing empty line, are `bytes`.
  ///
  /// Strict where leniency could mislead: a status line that is not HTTP/1.x, a line that
  /// is not `name: value`, and any control character but a tab (HTTP allows none, and a
  /// field holding ESC could drive a terminal that shows it) make the reply unreadable.
  ///
  /// - Throws: the reason, quoting the line (cut to 60 characters).
  static func parse(_ bytes: some Collection<UInt8>) throws(ReplyFault) -> HTTPReplyHead {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map {
        String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0[...], as: UTF8.self)
      }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let statusLine = lines.first else {
      throw ReplyFault("the reply does not start with an HTTP status line")
    }
    let status = try Self.status(of: statusLine)
    let fields = try lines.dropFirst().map { line throws(ReplyFault) in try Self.field(line) }
    return HTTPReplyHead(status: status, fields: fields)
  }

  /// The code of `HTTP/1.1 200 OK`.
  private static func status(of line: String) throws(ReplyFault) -> Int {
    try refuseControlCharacters(in: line, what: "status line")
    let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[0] == "HTTP/1.1" || parts[0] == "HTTP/1.0",
      parts[1].count == 3, let code = Int(parts[1]), code >= 100
    else {
      throw ReplyFault(
        "the reply does not start with an HTTP/1.1 status line: \"\(excerpt(line))\"")
    }
    return code
  }

  /// The field of `Name: value`.
  private static func field(_ line: String) throws(ReplyFault) -> Field {
    try refuseControlCharacters(in: line, what: "header line")
    guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
      line[..<colon].unicodeScalars.allSatisfy(isTokenCharacter)
    else {
      throw ReplyFault(
        "the reply's header line \"\(excerpt(line))\" is not a \"name: value\" field")
    }
    let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
    return Field(name: line[..<colon].lowercased(), value: value)
  }

  private static func refuseControlCharacters(in line: String, what: String)
    throws(ReplyFault)
  {
    guard let control = line.unicodeScalars.first(where: isForbiddenControl) else { return }
    let code = "U+" + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
    throw ReplyFault(
      "the reply's \(what) \"\(excerpt(line))\" holds a control character (\(code)), "
        + "which HTTP does not allow")
  }

  /// C0 controls but the tab, and DEL.
  private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
  }

  /// A character of a field name (`tchar`, RFC 9110 §5.6.2).
  private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
  }

  /// `line` cut to 60 characters, for a message.
  private static func excerpt(_ line: String) -> String {
    line.count <= 60 ? line : line.prefix(59) + "…"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
