import TextUI

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
/// - **Every other control** goes through `ControlPicture.visible(_:)`,
///   the one function the whole project shows outside text with: a tab anywhere else
///   becomes "␉" (U+2409), like every other C0 control (NUL "␀", CR "␍", ESC "␛"), DEL
///   becomes "␡", and the C1 controls, the line and paragraph separators, the
///   bidirectional controls and marks and the byte-order mark become a Swift escape such
///   as `\u{85}`, `\u{202E}` or `\u{FEFF}` (upper-case hex), because they have no
///   picture. So a tab is "→" when it ends the line and "␉" when text follows it; either
///   way it is never left as a raw tab, whose width depends on the reader's terminal.
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

    var visible = ControlPicture.visible(Substring(scalars[..<trailingStart]))
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
}
