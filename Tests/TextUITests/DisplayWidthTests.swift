import Testing

@testable import TextUI

/// One row of the width table test: a name for the failure message, the text, its width.
private struct WidthCase: CustomTestStringConvertible, Sendable {
  var name: String
  var string: String
  var width: Int

  var testDescription: String { "\(name) → \(width)" }
}

private let widthCases: [WidthCase] = [
  WidthCase(name: "ASCII Hello", string: "Hello", width: 5),
  WidthCase(name: "empty", string: "", width: 0),
  WidthCase(name: "e + combining acute", string: "e\u{301}", width: 1),
  WidthCase(name: "precomposed é", string: "\u{E9}", width: 1),
  WidthCase(name: "Hangul syllable 한", string: "한", width: 2),
  WidthCase(name: "decomposed Hangul 한", string: "\u{1112}\u{1161}\u{11AB}", width: 2),
  WidthCase(name: "CJK 東京", string: "東京", width: 4),
  WidthCase(name: "fullwidth Ａ", string: "\u{FF21}", width: 2),
  WidthCase(name: "halfwidth katakana ｶ", string: "\u{FF76}", width: 1),
  WidthCase(name: "thumbs up", string: "👍", width: 2),
  WidthCase(name: "thumbs up, skin tone", string: "👍🏽", width: 2),
  WidthCase(name: "family ZWJ sequence", string: "👨‍👩‍👧‍👦", width: 2),
  WidthCase(name: "flag 🇯🇵", string: "🇯🇵", width: 2),
  WidthCase(name: "keycap 1", string: "1\u{FE0F}\u{20E3}", width: 2),
  WidthCase(name: "heart, text style", string: "\u{2764}", width: 1),
  WidthCase(name: "heart + VS16", string: "\u{2764}\u{FE0F}", width: 2),
  WidthCase(name: "watch", string: "\u{231A}", width: 2),
  WidthCase(name: "watch + VS15", string: "\u{231A}\u{FE0E}", width: 1),
  WidthCase(name: "zero width space", string: "\u{200B}", width: 0),
  WidthCase(name: "box drawing ─", string: "\u{2500}", width: 1),
  WidthCase(name: "tab", string: "\t", width: 0),
  WidthCase(name: "C0 U+0001", string: "\u{01}", width: 0),
  WidthCase(name: "DEL", string: "\u{7F}", width: 0),
  WidthCase(name: "C1 NEL", string: "\u{85}", width: 0),
  WidthCase(name: "C1 CSI", string: "\u{9B}", width: 0),
  WidthCase(name: "ESC", string: "\u{1B}", width: 0),
  WidthCase(name: "ZWSP between letters", string: "a\u{200B}b", width: 2),
  WidthCase(name: "combining marks only", string: "\u{301}\u{301}", width: 0),
  WidthCase(name: "mixed CJK and ASCII", string: "東京 Tokyo", width: 10),
]

/// One row of the scalar class test: a scalar and the class the table gives it.
private struct ClassCase: CustomTestStringConvertible, Sendable {
  var scalar: Unicode.Scalar
  var expected: ScalarClass

  var testDescription: String {
    "U+\(String(scalar.value, radix: 16, uppercase: true)) → \(expected)"
  }
}

private let classCases: [ClassCase] = [
  ClassCase(scalar: "\u{301}", expected: .combining),
  ClassCase(scalar: "\u{200D}", expected: .format),
  ClassCase(scalar: "\u{1F600}", expected: .emojiWide),
  ClassCase(scalar: "\u{2764}", expected: .emojiNarrow),
  ClassCase(scalar: "\u{6771}", expected: .wide),
  ClassCase(scalar: "A", expected: .narrow),
  ClassCase(scalar: "7", expected: .emojiNarrow),
  ClassCase(scalar: "\u{1B}", expected: .control),
  ClassCase(scalar: "\u{2028}", expected: .control),
  ClassCase(scalar: "\u{FF76}", expected: .narrow),
  ClassCase(scalar: "\u{1160}", expected: .combining),
  ClassCase(scalar: "\u{1F1EF}", expected: .emojiWide),
  ClassCase(scalar: "\u{1F3FD}", expected: .emojiWide),
  ClassCase(scalar: "\u{3099}", expected: .combining),
  // Unassigned: wide in the CJK ideograph blocks (Unicode's default), narrow elsewhere.
  ClassCase(scalar: "\u{2FFFD}", expected: .wide),
  ClassCase(scalar: "\u{E0080}", expected: .narrow),
]

@Suite struct DisplayWidthTests {
  @Test(arguments: widthCases)
  fileprivate func widthOfString(_ row: WidthCase) {
    #expect(DisplayWidth.of(row.string) == row.width)
  }

  @Test(arguments: classCases)
  fileprivate func scalarClass(_ row: ClassCase) {
    #expect(ScalarClass.of(row.scalar) == row.expected)
  }

  @Test func tableIsSortedDisjointAndNeverNarrow() {
    let ranges = ScalarClass.ranges
    #expect(!ranges.isEmpty)
    for range in ranges {
      #expect(range.lower <= range.upper)
      #expect(range.upper <= 0x10_FFFF)
      #expect(range.scalarClass != .narrow)
    }
    for (previous, next) in zip(ranges, ranges.dropFirst()) {
      #expect(previous.upper < next.lower)
    }
  }

  @Test func asciiFastPathAgreesWithTable() {
    for value in UInt32(0)...0x7F {
      let scalar = Unicode.Scalar(value)!
      let tableClass = ScalarClass.lookUp(value)
      #expect(ScalarClass.of(scalar) == tableClass, "U+\(String(value, radix: 16))")
      #expect(DisplayWidth.of(Character(scalar)) == tableClass.width)
      #expect(DisplayWidth.of(String(scalar)) == tableClass.width)
    }
  }

  @Test func versions() {
    #expect(DisplayWidth.policyVersion == 1)
    #expect(DisplayWidth.unicodeVersion == "17.0.0")
  }

  /// Which glyphs terminals disagree about: the two-column ones that some terminals draw
  /// in one (see `DisplayWidth+Terminals.swift` for the rule).
  @Test(arguments: [
    ("\u{2744}\u{FE0F}", true),  // ❄️, text-style emoji + VS16: one column in tmux
    ("1\u{FE0F}\u{20E3}", true),  // keycap
    ("🇯🇵", true),  // flag
    ("👨‍👩‍👧", true),  // ZWJ sequence
    ("👍🏽", true),  // skin tone
    ("🌙", true),  // one emoji with emoji presentation, wide since Unicode 9
    ("\u{304B}\u{3099}", true),  // か + combining voiced mark: any wide cluster
    ("東", false),  // wide in every table
    ("\u{FF21}", false),  // fullwidth Ａ
    ("\u{2744}", false),  // ❄ without VS16: one column everywhere
    ("\u{231A}\u{FE0E}", false),  // ⌚︎: narrow here, wider elsewhere; not the writer's to fix
    ("a", false),
    ("e\u{301}", false),
  ])
  func disputedGlyphs(_ glyph: String, disputed: Bool) {
    #expect(DisplayWidth.isDisputed(Character(glyph)) == disputed)
  }

  @Test(arguments: [
    "Hello, 世界!",
    "e\u{301}té 👍🏽 and 🇯🇵",
    "❤️ ❤ ⌚︎ ⌚ 1️⃣",
    "tab\there\u{200B}, 한국어 ｶﾀｶﾅ",
  ])
  func stringIsSumOfCharacters(_ string: String) {
    let sum = string.reduce(0) { $0 + DisplayWidth.of($1) }
    #expect(DisplayWidth.of(string) == sum)
  }
}
