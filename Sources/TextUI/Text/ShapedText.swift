/// A string segmented once into lines of drawable glyphs.
///
/// Shaping is the only place text is measured: every grapheme's width is computed here,
/// once, and wrapping and drawing work on the resulting integers.
///
/// Before layout, the string is made safe:
/// - Line breaks (`\n`, `\r\n`, a lone `\r`, VT, FF, NEL, U+2028, U+2029) start a new
///   line.
/// - A tab advances to the next multiple of ``tabWidth`` columns, counted from the start
///   of its line before wrapping, and becomes that many spaces.
/// - Every other grapheme goes through ``GlyphShaper``: controls become visible
///   pictures, lone combining marks get a `◌` base, stray format characters are dropped.
struct ShapedText {
  /// Columns between tab stops.
  static let tabWidth = 4

  /// The lines, split at line breaks.
  private(set) var lines: [[Glyph]]
  /// The clusters that glyphs tagged with ``Cell/clusterTag`` refer to.
  private(set) var clusters: [[UInt8]]
  /// The widest line's width.
  private(set) var maxLineWidth: Int

  /// Shapes `string`.
  /// - Complexity: O(n) in the string's length; pure-ASCII strings take a byte-wise path
  ///   that never forms `Character`s.
  init(_ string: String) {
    var builder = LineBuilder()
    let utf8 = string.utf8
    let isASCII =
      utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
      ?? utf8.allSatisfy { $0 < 0x80 }
    if isASCII {
      var previousWasCR = false
      for byte in utf8 {
        if byte == 0x0A && previousWasCR {
          previousWasCR = false
          continue  // the LF of a CRLF: the CR already broke the line
        }
        previousWasCR = byte == 0x0D
        builder.append(Character(Unicode.Scalar(byte)), isASCIIByte: byte)
      }
    } else {
      for character in string { builder.append(character, isASCIIByte: nil) }
    }
    self.lines = builder.finish()
    self.clusters = builder.shaper.clusters
    self.maxLineWidth = builder.maxLineWidth
  }

  /// Whether there is nothing to draw at all.
  var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }
}

/// Accumulates glyphs into lines while shaping.
private struct LineBuilder {
  var shaper = GlyphShaper()
  var lines: [[Glyph]] = []
  var current: [Glyph] = []
  var column = 0
  var maxLineWidth = 0

  mutating func append(_ character: Character, isASCIIByte byte: UInt8?) {
    if let byte, byte >= 0x20, byte < 0x7F {
      current.append(Glyph(code: UInt32(byte), width: 1))
      column += 1
    } else if character.isNewline {
      breakLine()
    } else if character == "\t" {
      let stop = (column / ShapedText.tabWidth + 1) * ShapedText.tabWidth
      while column < stop {
        current.append(.space)
        column += 1
      }
    } else if let glyph = shaper.glyph(for: character) {
      current.append(glyph)
      column += glyph.width
    }
  }

  mutating func breakLine() {
    maxLineWidth = max(maxLineWidth, column)
    lines.append(current)
    current = []
    column = 0
  }

  mutating func finish() -> [[Glyph]] {
    breakLine()
    return lines
  }
}
