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
  ///
  /// - Complexity: O(n) in the string's length. An ASCII byte followed by another ASCII
  ///   byte is a whole grapheme on its own (nothing ASCII combines, CR LF aside), so
  ///   such runs are shaped byte by byte; only the rest goes through grapheme breaking.
  init(_ string: String) {
    var builder = LineBuilder()
    let utf8 = string.utf8
    var index = utf8.startIndex
    var previousWasCR = false
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte < 0x80 && (next == utf8.endIndex || utf8[next] < 0x80) {
        if !(byte == 0x0A && previousWasCR) {  // the LF of a CRLF: the CR broke the line
          builder.append(ascii: byte)
        }
        previousWasCR = byte == 0x0D
        index = next
      } else {
        let end = string.index(after: index)
        builder.append(Character(String(string[index..<end])))
        previousWasCR = false
        index = end
      }
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

  /// Appends a grapheme that is a single ASCII byte.
  mutating func append(ascii byte: UInt8) {
    if byte >= 0x20 && byte < 0x7F {
      current.append(Glyph(code: UInt32(byte), width: 1))
      column += 1
    } else {
      append(Character(Unicode.Scalar(byte)))
    }
  }

  /// Appends any grapheme: a line break, a tab, or a glyph from the shaper.
  mutating func append(_ character: Character) {
    if character.isNewline {
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
