/// Makes characters that are invisible or unsafe in a terminal or CI log visible.
///
/// A snapshot diff is read in places that hide whitespace at the end of a line and obey
/// control characters: an ESC in a frame row would recolour or move the reader's cursor,
/// a CR would overwrite the start of the line. `make(_:)` rewrites one line so that every
/// such character prints as a symbol, and two lines that differ only there look different.
///
/// The rules, applied to Unicode scalars (not `Character`s, which would glue "\r\n" or a
/// combining mark to its neighbour):
///
/// - **Trailing whitespace** — the spaces and tabs after the line's last other scalar —
///   becomes one "·" (U+00B7) per space and one "→" (U+2192) per tab, so it can be
///   counted. A line of only spaces and tabs is all trailing whitespace.
/// - **A tab anywhere else** becomes "␉" (U+2409), like every other C0 control. So a tab
///   is "→" when it ends the line and "␉" when text follows it; either way it is never
///   left as a raw tab, whose width depends on the reader's terminal.
/// - **C0 controls** U+0000–U+001F become the Control Pictures block, U+2400 plus their
///   value: NUL "␀", CR "␍", ESC "␛". **DEL** U+007F becomes "␡".
/// - **C1 controls** U+0080–U+009F, and the **byte-order mark** U+FEFF, become a Swift
///   escape such as `\u{85}` or `\u{FEFF}` (upper-case hex), because they have no picture.
/// - **Everything else** is unchanged, including spaces that are not trailing.
///
/// ```swift
/// VisibleText.make("a\tb \t")  // "a␉b·→"
/// VisibleText.make("\u{1B}[31mred")  // "␛[31mred"
/// ```
///
/// The mapping is for reading, not for round trips: a line that already contains "·" or
/// the text `\u{85}` looks the same as one that contains the character it stands for.
public enum VisibleText {
  /// The visible form of one line (with no "\n" in it).
  ///
  /// - Parameter line: A line of text; a "\n" in it would be shown as "␊".
  /// - Returns: The line with trailing whitespace and control characters made visible.
  /// - Complexity: O(*n*), where *n* is the number of scalars in `line`.
  public static func make(_ line: Substring) -> String {
    let scalars = line.unicodeScalars
    var trailingStart = scalars.endIndex
    while trailingStart > scalars.startIndex {
      let before = scalars.index(before: trailingStart)
      guard isSpaceOrTab(scalars[before]) else { break }
      trailingStart = before
    }

    var visible = ""
    visible.reserveCapacity(line.utf8.count)
    for scalar in scalars[..<trailingStart] {
      visible += symbol(for: scalar)
    }
    for scalar in scalars[trailingStart...] {
      visible += scalar == "\t" ? "→" : "·"
    }
    return visible
  }

  /// The visible form of one line (with no "\n" in it).
  ///
  /// The same as `make(_:)` on a `Substring`; this overload saves callers a `[...]`.
  public static func make(_ line: String) -> String {
    make(line[...])
  }

  // MARK: - Scalars

  private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  /// How `scalar` prints when it is not part of the trailing whitespace.
  private static func symbol(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00...0x1F:
      // Control Pictures lay out NUL...US in order from U+2400.
      return String(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F:
      return "␡"
    case 0x80...0x9F, 0xFEFF:
      return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default:
      return String(scalar)
    }
  }
}
