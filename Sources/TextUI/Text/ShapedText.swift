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
  ///   such runs are shaped byte by byte; so are scalars that are a grapheme by
  ///   themselves (``LoneScalar``: box drawing, block elements, kana, ideographs, …)
  ///   next to one another or to printable ASCII. Only the rest goes through grapheme
  ///   breaking.
  init(_ string: String) {
    self.init(string, takingLoneScalars: true)
  }

  /// Shapes `string`, taking lone scalars without grapheme breaking only when asked:
  /// tests compare the two.
  init(_ string: String, takingLoneScalars: Bool) {
    var builder = LineBuilder()
    var lone = LoneScalar()
    var utf8 = string
    utf8.withUTF8 { bytes in
      var offset = 0
      var previousWasCR = false
      while offset < bytes.count {
        let byte = bytes[offset]
        let next = offset + 1
        if byte < 0x80 && (next == bytes.count || bytes[next] < 0x80) {
          if !(byte == 0x0A && previousWasCR) {  // the LF of a CRLF: the CR broke the line
            builder.append(ascii: byte)
          }
          previousWasCR = byte == 0x0D
          offset = next
          continue
        }
        previousWasCR = false
        if takingLoneScalars,
          let length = ShapedText.appendLone(bytes, at: offset, to: &builder, using: &lone)
        {
          offset += length
          continue
        }
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        let end = string.index(after: start)
        builder.append(Character(String(string[start..<end])))
        offset = utf8.distance(from: utf8.startIndex, to: end)
      }
    }
    self.lines = builder.finish()
    self.clusters = builder.shaper.clusters
    self.maxLineWidth = builder.maxLineWidth
  }

  /// Appends the grapheme at `offset` when it is printable ASCII or a lone scalar and
  /// what follows cannot join it (the end, an ASCII byte, another lone scalar); returns
  /// its length in bytes, or `nil` when it needs grapheme breaking.
  private static func appendLone(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, to builder: inout LineBuilder,
    using lone: inout LoneScalar
  ) -> Int? {
    let byte = bytes[offset]
    let glyph: Glyph
    let length: Int
    if byte < 0x80 {
      guard byte >= 0x20 && byte < 0x7F else { return nil }  // controls: CR LF and tabs
      glyph = Glyph(code: UInt32(byte), width: 1)
      length = 1
    } else {
      guard let scalar = lone.scalar(in: bytes, at: offset) else { return nil }
      glyph = Glyph(code: scalar.value, width: scalar.width)
      length = scalar.length
    }
    let next = offset + length
    guard next == bytes.count || bytes[next] < 0x80 || lone.scalar(in: bytes, at: next) != nil
    else { return nil }
    builder.append(glyph)
    return length
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

  /// Appends a glyph that needs no shaping.
  mutating func append(_ glyph: Glyph) {
    current.append(glyph)
    column += glyph.width
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
