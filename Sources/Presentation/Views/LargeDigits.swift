import TextUI

/// A number drawn three rows tall, for the reading a screen is about: the temperature
/// now, in figures that can be read from across the room.
///
/// It draws the digits `0` to `9` and the minus sign `-`, so "21", "-3" and the
/// missing-value mark (``Glyphs/missingValue``) all work; any other character is drawn as a blank
/// of the same width, so a stray character never shifts the digits after it.
///
/// Two typefaces are built in, chosen by ``Props/isASCII`` (pass `glyphs.isASCII`):
/// half blocks (`█▀▄`) for terminals with Unicode, and seven-segment strokes drawn with
/// `_` and `|` for seven-bit terminals. Each digit is 3 cells wide with 1 cell between
/// digits, so "-12" is 11 cells wide in either set.
///
/// ```swift
/// LargeDigits(props: .init(text: "21", isASCII: false))
/// // ▀▀█ ▄█
/// // █▀▀  █
/// // ▀▀▀ ▀▀▀
/// ```
public struct LargeDigits: View, Sendable {
  /// What to draw and in which typeface.
  public struct Props: Equatable, Sendable {
    /// The figures: digits and "-", such as "21", "-3" or ``Glyphs/missingValue``.
    public var text: String
    /// Seven-segment ASCII strokes instead of Unicode half blocks.
    public var isASCII: Bool

    public init(text: String, isASCII: Bool) {
      self.text = text
      self.isASCII = isASCII
    }
  }

  /// The figures shown.
  public var props: Props

  /// Creates the figures.
  public init(props: Props) {
    self.props = props
  }

  /// The three rows of text, each glyph's rows joined with one blank cell between.
  ///
  /// Built as whole lines (rather than one view per digit) because the shapes are
  /// fixed-width ASCII or single-cell block characters: three texts draw them exactly.
  public var rows: [String] {
    let shapes = props.text.map { Self.shape(of: $0, isASCII: props.isASCII) }
    return (0..<3).map { row in shapes.map { $0[row] }.joined(separator: " ") }
  }

  public var body: some View {
    let rows = rows
    VStack(alignment: .leading) {
      Text(rows[0]).lineLimit(1)
      Text(rows[1]).lineLimit(1)
      Text(rows[2]).lineLimit(1)
    }
  }
}
