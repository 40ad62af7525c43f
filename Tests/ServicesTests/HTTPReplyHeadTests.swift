import Testing

@testable import Services

/// The head of a reply as Stratus's own client reads it: strict, and every refusal says
/// what is wrong.
@Suite struct HTTPReplyHeadTests {
  private func parse(_ text: String) throws(ReplyFault) -> HTTPReplyHead {
    try HTTPReplyHead.parse(Array(text.utf8))
  }

  /// The reason `text` is refused, or `nil` if it is not.
  private func fault(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.reason
    }
  }

  /// The length `Boundary` finds in `text` given a byte at a time, and given whole.
  private func headLength(_ text: String) -> (Int?, Int?) {
    let bytes = Array(text.utf8)
    var byByte = HTTPReplyHead.Boundary()
    var found: Int?
    for end in 1...bytes.count where found == nil {
      found = byByte.length(in: bytes[..<end])
    }
    var whole = HTTPReplyHead.Boundary()
    return (found, whole.length(in: bytes))
  }

  @Test func headEndsAtTheFirstEmptyLineWithCRLFOrBareLF() {
    #expect(headLength("HTTP/1.1 200 OK\r\nA: b\r\n\r\n{}") == (25, 25))
    #expect(headLength("HTTP/1.1 200 OK\nA: b\n\n{}") == (22, 22))
    #expect(headLength("HTTP/1.1 200 OK\r\nA: b\r\n") == (nil, nil))
  }

  @Test func statusAndFieldsAreRead() throws {
    let head = try parse(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nSet-Cookie: a\r\nSet-Cookie:  b \r\n\r\n"
    )
    #expect(head.status == 200)
    #expect(head.value(of: "content-type") == "application/json")
    #expect(head.value(of: "set-cookie") == "a, b")
    #expect(head.value(of: "location") == nil)
  }

  @Test func fieldThatCameTwiceKeepsBothValues() throws {
    let head = try parse("HTTP/1.1 302 Found\r\nLocation: /a\r\nLocation: /b\r\n\r\n")
    #expect(head.values(of: "location") == ["/a", "/b"])
    #expect(head.values(of: "content-length") == [])
  }

  @Test func bodyIsChunkedWhenTheLastTransferCodingIsChunked() throws {
    func chunked(_ fields: String) throws -> Bool {
      try parse("HTTP/1.1 200 OK\r\n\(fields)\r\n").hasChunkedBody
    }
    #expect(try chunked("Transfer-Encoding: chunked\r\nContent-Length: 100000\r\n"))
    #expect(try chunked("Transfer-Encoding: gzip, Chunked\r\n"))
    #expect(try !chunked("Transfer-Encoding: chunked, gzip\r\n"))
    #expect(try !chunked("Content-Length: 10\r\n"))
  }

  @Test func contentLengthIsOneNumber() throws {
    #expect(
      try parse("HTTP/1.1 200 OK\r\nContent-Length: 42\r\n\r\n").contentLength() == .bytes(42))
    #expect(
      try parse("HTTP/1.1 200 OK\r\nContent-Length: 42\r\nContent-Length: 42\r\n\r\n")
        .contentLength() == .bytes(42))
    #expect(
      try parse("HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\n")
        .contentLength() == .beyondCounting)
    #expect(try parse("HTTP/1.1 200 OK\r\n\r\n").contentLength() == nil)
    for value in ["-1", "4 2", "0x10", "", "42, 43"] {
      #expect(throws: ReplyFault.self, "\(value)") {
        try parse("HTTP/1.1 200 OK\r\nContent-Length: \(value)\r\n\r\n").contentLength()
      }
    }
  }

  @Test func controlCharacterAnywhereInTheHeadIsRefusedNamingIt() {
    #expect(
      fault("HTTP/1.1 200 OK\r\nX-Note: a\u{1B}[2Jb\r\n\r\n")
        == "the reply's header line \"X-Note: a\u{1B}[2Jb\" holds a control character (U+001B), "
        + "which HTTP does not allow")
    #expect(
      fault("HTTP/1.1 200 O\u{7}K\r\n\r\n")
        == "the reply's status line \"HTTP/1.1 200 O\u{7}K\" holds a control character (U+0007), "
        + "which HTTP does not allow")
    // A tab is white space, not a control character, to HTTP.
    #expect(fault("HTTP/1.1 200 OK\r\nX-Note:\ta\tb\r\n\r\n") == nil)
  }

  @Test func lineThatIsNotAFieldIsRefused() {
    for line in ["no colon", ": no name", "Bad Name: x", " folded: x", "X\"y: z"] {
      #expect(
        fault("HTTP/1.1 200 OK\r\n\(line)\r\n\r\n")
          == "the reply's header line \"\(line)\" is not a \"name: value\" field")
    }
  }

  @Test func statusLineMustBeHTTP1() {
    for line in ["HTTP/2 200", "ICY 200 OK", "HTTP/1.1 20 OK", "HTTP/1.1 abc OK", "{\"a\": 1}"] {
      #expect(
        fault("\(line)\r\n\r\n")
          == "the reply does not start with an HTTP/1.1 status line: \"\(line)\"")
    }
    #expect(fault("HTTP/1.0 404 Not Found\r\n\r\n") == nil)
  }

  @Test func longLineIsCutInTheMessage() {
    let line = "X-Long: " + String(repeating: "a", count: 200) + "\u{1B}"
    let reason = fault("HTTP/1.1 200 OK\r\n\(line)\r\n\r\n")
    #expect(reason?.contains("\"X-Long: " + String(repeating: "a", count: 51) + "…\"") == true)
  }
}
