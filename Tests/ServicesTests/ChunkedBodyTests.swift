import Foundation
import Testing

@testable import Services

/// A chunked body read as the socket delivers it, split anywhere.
@Suite struct ChunkedBodyTests {
  private let wire = Array(
    "4\r\nWiki\r\n6;name=value\r\npedia \r\nE\r\nin \r\n\r\nchunks.\r\n0\r\nTrailer: x\r\n\r\nnext"
      .utf8)
  private let body = "Wikipedia in \r\n\r\nchunks."

  /// The data `pieces` decode to, and whether the body ended.
  private func decode(_ pieces: [[UInt8]]) throws -> (String, Bool) {
    var decoder = ChunkedBody()
    var data: [UInt8] = []
    for piece in pieces {
      try piece.withUnsafeBytes { bytes in
        _ = try decoder.decode(bytes) { part in
          data.append(contentsOf: part)
          return true
        }
      }
    }
    return (String(decoding: data, as: UTF8.self), decoder.isComplete)
  }

  @Test func bodyIsTheSameWhereverThePiecesSplit() throws {
    #expect(try decode([wire]) == (body, true))
    for split in 1..<wire.count {
      #expect(try decode([Array(wire[..<split]), Array(wire[split...])]) == (body, true))
    }
    #expect(try decode(wire.map { [$0] }) == (body, true))
  }

  @Test func bodyWithoutItsLastChunkIsNotComplete() throws {
    #expect(try decode([Array("4\r\nWiki\r\n".utf8)]) == ("Wiki", false))
  }

  @Test func decodingStopsWhenAsked() throws {
    var decoder = ChunkedBody()
    var calls = 0
    let going = try Array("1\r\na\r\n1\r\nb\r\n0\r\n\r\n".utf8).withUnsafeBytes { bytes in
      try decoder.decode(bytes) { _ in
        calls += 1
        return false
      }
    }
    #expect(!going)
    #expect(calls == 1)
  }

  @Test func brokenFramingIsRefusedSayingHow() {
    func reason(_ text: String) -> String? {
      do {
        _ = try decode([Array(text.utf8)])
        return nil
      } catch {
        return (error as? ReplyFault)?.reason ?? "\(error)"
      }
    }
    #expect(
      reason("zz\r\n") == "the reply's chunked body has a chunk size that is not a number: \"zz\"")
    #expect(
      reason("-1\r\n") == "the reply's chunked body has a chunk size that is not a number: \"-1\"")
    #expect(
      reason("1234567890abcdef0\r\n")
        == "the reply's chunked body has a chunk size that is not a number: \"1234567890abcdef0\"")
    #expect(
      reason("2\r\nabc\r\n") == "the reply's chunked body has a chunk longer than its size says")
    #expect(
      reason(String(repeating: "1", count: 5_000))
        == "the reply's chunked body has a line longer than 4 KB")
  }

  @Test func blankInsideAChunkSizeIsRefused() throws {
    // "1 0" used to read as 0x10.
    #expect(
      throws: ReplyFault(
        "the reply's chunked body has a chunk size that is not a number: \"1 0\"")
    ) { try decode([Array("1 0\r\n".utf8)]) }
    for line in [" 1", "\t1", "1 a;x=y"] {
      #expect(throws: ReplyFault.self, "\(line)") { try decode([Array("\(line)\r\n".utf8)]) }
    }
    // White space after the digits, before extensions or the line's end, is allowed.
    #expect(try decode([Array("1 ;x=y\r\na\r\n1\t\r\nb\r\n0\r\n\r\n".utf8)]) == ("ab", true))
  }

  @Test func everyByteButTheDataIsCountedAsFraming() throws {
    var decoder = ChunkedBody()
    var data = 0
    try wire.withUnsafeBytes { bytes in
      _ = try decoder.decode(bytes) { part in
        data += part.count
        return true
      }
    }
    // The four bytes after the body ("next") are not read.
    #expect(data == body.utf8.count)
    #expect(decoder.framingBytes == wire.count - 4 - data)
  }
}
