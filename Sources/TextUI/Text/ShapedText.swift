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
struct ShapedText: Equatable {
  /// Columns between tab stops.
  static let tabWidth = 4

  /// The glyphs of every line, one line after another (see ``range(ofLine:)``).
  ///
  /// One array for all lines, not an array per line: nearly every text is one line,
  /// which then costs one allocation rather than two.
  private(set) var glyphs: [Glyph]
  /// Where each line but the last ends in ``glyphs``: empty for a text of one line.
  private(set) var lineEnds: [Int]
  /// The clusters that glyphs tagged with ``Cell/clusterTag`` refer to.
  private(set) var clusters: [[UInt8]]
  /// The widest line's width.
  private(set) var maxLineWidth: Int
  /// The run each glyph came from (an index into the `runEnds` the text was shaped
  /// with), parallel to ``glyphs``; empty when the text has a single run.
  private(set) var runs: [UInt16]

  /// The number of lines, split at line breaks: at least one.
  var lineCount: Int { lineEnds.count + 1 }

  /// Where line `index`'s glyphs are in ``glyphs`` (and its runs in ``runs``). A
  /// ``VisualLine``'s range counts from the start of its line.
  func range(ofLine index: Int) -> Range<Int> {
    let start = index == 0 ? 0 : lineEnds[index - 1]
    return start..<(index < lineEnds.count ? lineEnds[index] : glyphs.count)
  }

  /// The glyphs of line `index`, indexed as ``glyphs`` is.
  func glyphs(ofLine index: Int) -> ArraySlice<Glyph> {
    glyphs[range(ofLine: index)]
  }

  /// The glyphs of a visual line (``VisualLine/range`` counts from the start of its line).
  func glyphs(of line: VisualLine) -> ArraySlice<Glyph> {
    let start = range(ofLine: line.line).lowerBound
    return glyphs[(start + line.range.lowerBound)..<(start + line.range.upperBound)]
  }

  /// The shape of no text, made without running the shaper: a placeholder until a text
  /// is shaped.
  init() {
    (glyphs, lineEnds, clusters, maxLineWidth, runs) = ([], [], [], 0, [])
  }

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

  /// Shapes `string`, noting which of its styled runs each glyph comes from: run `i`
  /// ends at the UTF-8 offset `runEnds[i]`. A grapheme that straddles two runs belongs
  /// to the one it starts in. With one run or none, nothing is noted.
  ///
  /// The glyphs go into `buffer`, emptied first: a buffer another text gave back
  /// (``takeGlyphBuffer()``) is reused with its capacity.
  init(_ string: String, runEnds: [Int], buffer: consuming [Glyph] = []) {
    self.init(string, takingLoneScalars: true, runEnds: runEnds, buffer: consume buffer)
  }

  /// Shapes `string`, taking lone scalars without grapheme breaking only when asked:
  /// tests compare the two.
  init(
    _ string: String, takingLoneScalars: Bool, runEnds: [Int] = [],
    buffer: consuming [Glyph] = []
  ) {
    var builder = LineBuilder(tracksRuns: runEnds.count > 1, glyphs: consume buffer)
    var lone = LoneScalar()
    var utf8 = string
    utf8.withUTF8 { bytes in
      builder.reserveFirstLine(bytes.count)
      var offset = 0
      var previousWasCR = false
      while offset < bytes.count {
        while Int(builder.run) + 1 < runEnds.count && offset >= runEnds[Int(builder.run)] {
          builder.run += 1
        }
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
    (glyphs, lineEnds, clusters, maxLineWidth, runs) = builder.finish()
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
  var isEmpty: Bool { lineEnds.isEmpty && glyphs.isEmpty }

  /// Gives the glyphs' storage up, to shape another text into (see
  /// ``init(_:runEnds:buffer:)``); this text is then the shape of nothing.
  mutating func takeGlyphBuffer() -> [Glyph] {
    defer { self = ShapedText() }
    return glyphs
  }
}

/// Accumulates glyphs into lines while shaping.
private struct LineBuilder {
  var shaper = GlyphShaper()
  var glyphs: [Glyph] = []
  var lineEnds: [Int] = []
  var column = 0
  var maxLineWidth = 0
  /// Whether each glyph's run is noted: only for a text of several styled runs.
  let tracksRuns: Bool
  /// The run the glyphs appended now come from.
  var run: UInt16 = 0
  var runs: [UInt16] = []

  init(tracksRuns: Bool, glyphs: consuming [Glyph]) {
    self.tracksRuns = tracksRuns
    self.glyphs = consume glyphs
    self.glyphs.removeAll(keepingCapacity: true)
  }

  /// Makes room for a first line of up to `count` glyphs (a string of `count` UTF-8
  /// bytes has no more, tabs aside): most texts are one line, which is then one
  /// allocation rather than one per doubling.
  mutating func reserveFirstLine(_ count: Int) {
    glyphs.reserveCapacity(count)
    if tracksRuns { runs.reserveCapacity(count) }
  }

  /// Appends `glyph` to the current line, noting its run when runs are tracked.
  private mutating func push(_ glyph: Glyph) {
    glyphs.append(glyph)
    column += glyph.width
    if tracksRuns { runs.append(run) }
  }

  /// Appends a grapheme that is a single ASCII byte.
  mutating func append(ascii byte: UInt8) {
    if byte >= 0x20 && byte < 0x7F {
      push(Glyph(code: UInt32(byte), width: 1))
    } else {
      append(Character(Unicode.Scalar(byte)))
    }
  }

  /// Appends a glyph that needs no shaping.
  mutating func append(_ glyph: Glyph) {
    push(glyph)
  }

  /// Appends any grapheme: a line break, a tab, or a glyph from the shaper.
  mutating func append(_ character: Character) {
    if character.isNewline {
      breakLine()
    } else if character == "\t" {
      let stop = (column / ShapedText.tabWidth + 1) * ShapedText.tabWidth
      while column < stop { push(.space) }
    } else if let glyph = shaper.glyph(for: character) {
      push(glyph)
    }
  }

  /// Ends the current line; the glyphs appended next start another.
  mutating func breakLine() {
    endLine()
    lineEnds.append(glyphs.count)
  }

  /// Ends the last line and hands over what was built: the arrays move out, uncopied,
  /// since the builder is done (a text is shaped thousands of times a first pass).
  consuming func finish() -> (
    glyphs: [Glyph], lineEnds: [Int], clusters: [[UInt8]], maxLineWidth: Int, runs: [UInt16]
  ) {
    endLine()
    return (glyphs, lineEnds, shaper.clusters, maxLineWidth, runs)
  }

  private mutating func endLine() {
    maxLineWidth = max(maxLineWidth, column)
    column = 0
  }
}
