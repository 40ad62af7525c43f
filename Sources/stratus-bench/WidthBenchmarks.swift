import TextUI

/// Benchmarks of `DisplayWidth.of(_: String)`, the measurement every layout pass makes.
///
/// Two inputs bracket real text: pure printable ASCII takes the byte-wise fast path, and
/// a mix of accents, CJK, Hangul and emoji sequences forces grapheme segmentation and
/// table lookups. Both are about 64 KiB, so throughput is comparable.
enum WidthBenchmarks {
  /// The input size aimed for, in UTF-8 bytes.
  static let targetBytes = 64 * 1024

  /// Printable ASCII prose, exactly ``targetBytes`` long.
  static let asciiText: String = {
    let sentence = "The quick brown fox jumps over the lazy dog. "
    let repeated = String(repeating: sentence, count: targetBytes / sentence.utf8.count + 1)
    return String(repeated.utf8.prefix(targetBytes))!
  }()

  /// Mixed-script text with every kind of cluster the width policy distinguishes,
  /// repeated to at least ``targetBytes``.
  ///
  /// Accents appear both precomposed (é, U+00E9) and combining (e + U+0301); the emoji
  /// include a skin-tone modifier, a flag, a ZWJ family and a VS16 heart.
  static let mixedText: String = {
    let passage =
      "Caf\u{E9} cre\u{300}me, na\u{EF}ve d\u{E9}j\u{E0} vu; e\u{301}le\u{300}ve "
      + "r\u{E9}sume\u{301}. Flights to \u{6771}\u{4EAC} and \u{C11C}\u{C6B8} today: "
      + "\u{1F44D}\u{1F3FD} \u{1F1EF}\u{1F1F5} "
      + "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} "
      + "\u{2764}\u{FE0F} ok. "
    let count = (targetBytes + passage.utf8.count - 1) / passage.utf8.count
    return String(repeating: passage, count: count)
  }()

  /// The width benchmarks.
  static func all() -> [Benchmark] {
    [
      measuring("width.ascii", asciiText),
      measuring("width.mixed", mixedText),
    ]
  }

  private static func measuring(_ name: String, _ text: String) -> Benchmark {
    precondition(DisplayWidth.of(text) > 0, "\(name): empty input")
    return Benchmark(name, bytesPerIteration: text.utf8.count) {
      Sink.consume(DisplayWidth.of(text))
    }
  }
}
