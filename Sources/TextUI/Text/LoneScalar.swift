/// Recognises scalars that are a whole grapheme on their own and need no shaping, so
/// that ``ShapedText`` can take them straight from the UTF-8 bytes without grapheme
/// breaking.
///
/// A scalar qualifies when it lies in a block whose every drawable scalar has the
/// grapheme-break property *Other* (Latin-1 and Latin Extended, general punctuation and
/// symbols, box drawing, block elements, geometric shapes, CJK punctuation, kana and
/// ideographs) and its ``ScalarClass`` is drawable (not a control, format character or
/// combining mark). Between two such scalars, or one of them and an ASCII byte, Unicode
/// always breaks a grapheme, so each is a grapheme by itself, drawn as its class's width.
/// Anything else (Hangul, which joins; emoji with selectors or modifiers; marks) takes
/// the exact path. `LoneScalarTests` checks every scalar of these blocks against it.
struct LoneScalar {
  /// The blocks described above. U+302A–U+302F (tone marks, which extend) and the kana
  /// voicing marks U+3099–U+309A are outside them.
  static let blocks: [ClosedRange<UInt32>] = [
    0xA0...0x2FF, 0x2000...0x2BFF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF,
  ]

  /// The last two scalars looked up and their widths (0: not a lone scalar), most
  /// recent first: a map or a bar chart repeats a handful of scalars.
  private var recent: (value: UInt32, width: Int) = (.max, 0)
  private var older: (value: UInt32, width: Int) = (.max, 0)

  /// The scalar at `offset` of `bytes` (valid UTF-8), with its length in bytes and its
  /// width, when it is a lone scalar as described above.
  mutating func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at offset: Int
  ) -> (value: UInt32, length: Int, width: Int)? {
    let lead = bytes[offset]
    let value: UInt32
    let length: Int
    if lead & 0xE0 == 0xC0 {
      value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
      length = 2
    } else if lead & 0xF0 == 0xE0 {
      value =
        UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
        | UInt32(bytes[offset + 2] & 0x3F)
      length = 3
    } else {
      return nil  // ASCII is the caller's, and every block above is below U+10000
    }
    let width = self.width(of: value)
    return width == 0 ? nil : (value, length, width)
  }

  /// The width of `value` as a lone scalar, or 0 when it is not one.
  private mutating func width(of value: UInt32) -> Int {
    // Box drawing and block elements (borders, bars, shading) are all narrow.
    if value >= 0x2500 && value <= 0x259F { return 1 }
    if recent.value == value { return recent.width }
    if older.value == value {
      swap(&recent, &older)
      return recent.width
    }
    var width = 0
    if LoneScalar.blocks.contains(where: { $0.contains(value) }) {
      switch ScalarClass.lookUp(value) {
      case .narrow, .emojiNarrow: width = 1
      case .wide, .emojiWide: width = 2
      case .control, .format, .combining: width = 0
      }
    }
    older = recent
    recent = (value, width)
    return width
  }
}
