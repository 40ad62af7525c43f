/// Turns graphemes into drawable ``Glyph``s, making every one of them safe for a
/// terminal.
///
/// The rules, applied to each grapheme cluster (tabs and line breaks are handled one
/// level up, by ``ShapedText``):
/// - A C0 control or DEL is shown as its Unicode *control picture* (ESC → `␛`, NUL →
///   `␀`, DEL → `␡`); a C1 control as `�`. Raw control bytes never reach a frame, so a
///   string cannot move the cursor or change colours.
/// - A cluster that starts with a combining mark has nothing to combine with; it is
///   drawn on a dotted circle `◌` (U+25CC), the Unicode convention for a lone mark.
/// - Format characters (zero-width space, joiners, bidi controls, BOM) draw nothing and
///   are dropped where they stand alone.
/// - Everything else keeps its ``DisplayWidth``: 1 or 2 columns.
struct GlyphShaper {
  /// The clusters of several scalars seen so far, indexed by the glyphs that use them.
  private(set) var clusters: [[UInt8]] = []

  /// The glyph for one grapheme, or `nil` when it draws nothing.
  mutating func glyph(for character: Character) -> Glyph? {
    let scalars = character.unicodeScalars
    let first = scalars.first!
    let isSingleScalar = scalars.index(after: scalars.startIndex) == scalars.endIndex
    if isSingleScalar && first.value >= 0x20 && first.value < 0x7F {
      return Glyph(code: first.value, width: 1)
    }
    switch ScalarClass.of(first) {
    case .control:
      return Glyph(code: ControlPicture.picture(of: first)?.value ?? 0xFFFD, width: 1)
    case .combining:
      return cluster("\u{25CC}" + String(character), width: 1)
    case .format:
      let rest = String(String.UnicodeScalarView(scalars.drop { ScalarClass.of($0) == .format }))
      guard let visible = rest.first else { return nil }
      return glyph(for: visible)
    default:
      let width = min(2, max(1, DisplayWidth.of(character)))
      if isSingleScalar { return Glyph(code: first.value, width: width) }
      return cluster(String(character), width: width)
    }
  }

  /// A glyph for a multi-scalar cluster, stored in the cluster table.
  private mutating func cluster(_ text: String, width: Int) -> Glyph {
    clusters.append(Array(text.utf8))
    return Glyph(code: Cell.clusterTag | UInt32(clusters.count - 1), width: width)
  }
}
