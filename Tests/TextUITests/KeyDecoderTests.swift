import TestSupport
import Testing

@testable import TextUI

@Suite struct KeyDecoderTests {
  /// The bytes of `text`, with `^` standing for ESC.
  private static func bytes(_ text: String) -> [UInt8] {
    text.utf8.map { $0 == UInt8(ascii: "^") ? 0x1B : $0 }
  }

  /// Decodes `input` in one read, then flushes.
  private func keys(_ input: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(input) + decoder.flush()
  }

  // MARK: - Single keys

  static let singleKeys: [([UInt8], Key)] = [
    (bytes("q"), "q"), (bytes(" "), " "), (bytes("~"), "~"),
    (bytes("é"), "é"), (bytes("東"), "東"), (bytes("👍"), "👍"),
    ([0x0D], .enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
    ([0x01], .ctrl("a")), ([0x03], .ctrl("c")), ([0x0C], .ctrl("l")), ([0x1A], .ctrl("z")),
    ([0x1B], .escape),
  ]

  @Test(arguments: singleKeys) func decodesSingleKeys(input: [UInt8], key: Key) {
    #expect(keys(input) == [key])
  }

  static let sequences: [(String, Key)] = [
    ("^[A", .up), ("^[B", .down), ("^[C", .right), ("^[D", .left),
    ("^[H", .home), ("^[F", .end), ("^[Z", .backTab),
    ("^[1~", .home), ("^[7~", .home), ("^[4~", .end), ("^[8~", .end), ("^[3~", .delete),
    ("^[5~", .pageUp), ("^[6~", .pageDown),
    ("^[11~", Key(.function(1))), ("^[15~", Key(.function(5))), ("^[17~", Key(.function(6))),
    ("^[21~", Key(.function(10))), ("^[23~", Key(.function(11))), ("^[24~", Key(.function(12))),
    ("^[1;5A", .up), ("^[1;2D", .left), ("^[3;5~", .delete), ("^[1;5P", Key(.function(1))),
    ("^OA", .up), ("^OB", .down), ("^OC", .right), ("^OD", .left), ("^OH", .home), ("^OF", .end),
    ("^OP", Key(.function(1))), ("^OQ", Key(.function(2))), ("^OR", Key(.function(3))),
    ("^OS", Key(.function(4))),
    ("^x", "x"), ("^é", "é"),  // Alt is dropped
  ]

  @Test(arguments: sequences) func decodesEscapeSequences(input: String, key: Key) {
    #expect(keys(Self.bytes(input)) == [key])
  }

  @Test func decodesMixedInputInOrder() {
    #expect(keys(Self.bytes("a^[Bé\r^OP")) == ["a", .down, "é", .enter, Key(.function(1))])
  }

  // MARK: - Reads that end mid-key

  @Test func utf8CharacterSplitAcrossReadsArrivesWhole() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE6, 0x9D]) == [])
    #expect(decoder.decode([0xB1, UInt8(ascii: "a")]) == ["東", "a"])
  }

  @Test func loneEscapeIsKeptUntilFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([UInt8(ascii: "a"), 0x1B]) == ["a"])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.flush() == [])
  }

  @Test func escapeCompletedByTheNextReadIsASequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Self.bytes("[1;")) == [])
    #expect(decoder.decode(Self.bytes("5C")) == [.right])
  }

  @Test func everySplitOfAStreamGivesTheSameKeys() {
    let stream = Self.bytes("^[A東^[1;5C^OPx\r^[3~é^^")
    let whole = keys(stream)
    #expect(
      whole == [.up, "東", .right, Key(.function(1)), "x", .enter, .delete, "é", .escape, .escape])
    var decoder = KeyDecoder()
    let byteByByte = stream.flatMap { decoder.decode([$0]) } + decoder.flush()
    #expect(byteByByte == whole)
  }

  @Test func flushResolvesUnfinishedInput() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.bytes("^[")) == [])
    #expect(decoder.flush() == ["["])  // Alt-[
    #expect(decoder.decode(Self.bytes("^[1;")) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.decode([0xE6, 0x9D]) == [])
    #expect(decoder.flush() == [])
  }

  // MARK: - Bad input

  static let droppedInput: [String] = [
    "^[2~",  // Insert, which has no Key
    "^[99~", "^[<0;3;4M", "^[?1;2c", "^[I", "^Ox", "^[200~",
  ]

  @Test(arguments: droppedInput) func unknownSequenceIsDroppedAndTheNextKeyKept(input: String) {
    #expect(keys(Self.bytes(input + "k")) == ["k"])
  }

  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0x80], [0xC3], [0xE6, 0x9D], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
    [0xF4, 0x90, 0x80, 0x80],
    [0xC2, 0x85],  // a C1 control
  ]

  @Test(arguments: invalidUTF8) func invalidUTF8IsDroppedAndTheNextKeyKept(input: [UInt8]) {
    #expect(keys(input + [UInt8(ascii: "k")]) == ["k"])
  }

  @Test func malformedSequenceDoesNotEatTheKeyThatBrokeIt() {
    #expect(keys(Self.bytes("^[1\u{3}^[A")) == [.ctrl("c"), .up])
  }

  @Test func overlongSequenceIsCutOff() {
    let input = Self.bytes("^[" + String(repeating: "1", count: 100) + "k")
    var decoder = KeyDecoder()
    let decoded = decoder.decode(input)  // not waiting for a flush: nothing is held back
    #expect(decoded.last == "k")
    #expect(decoded.count == 100 - (KeyDecoder.maximumSequenceLength - 2) + 1)
  }

  @Test func fuzzedInputNeverCrashesAndDecodesTheSameInAnyChunks() {
    let seed: UInt64 = 0xC0FF_EE15_600D
    print("KeyDecoder fuzz seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    // Bytes that start or continue sequences, weighted so that sequences actually form.
    let interesting = Self.bytes("^^[O1;5~AZP") + [0xC3, 0xE6, 0x9D, 0xF0, 0x80, 0xBF, 0x7F, 0x0D]
    for _ in 0..<2_000 {
      let input = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        random.next() % 2 == 0
          ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      var chunked = KeyDecoder()
      var chunkedKeys: [Key] = []
      var rest = input[...]
      while !rest.isEmpty {
        let size = Int.random(in: 1...5, using: &random)
        chunkedKeys += chunked.decode(rest.prefix(size))
        rest = rest.dropFirst(size)
      }
      chunkedKeys += chunked.flush()
      #expect(chunkedKeys == keys(input), "seed \(seed), input \(input)")
      #expect(chunked.decode([UInt8(ascii: "k")]) == ["k"], "seed \(seed), input \(input)")
    }
  }
}
