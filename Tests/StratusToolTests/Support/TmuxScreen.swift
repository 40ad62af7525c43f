import Foundation
import TestSupport

/// What tmux shows for a frame that `stratus run` drew: the frame's text, with the glyphs
/// tmux draws narrower than the engine accounted for.
///
/// The engine counts ❄️ (U+2744 U+FE0F) two columns wide; tmux 3.3a measures a scalar at
/// a time, gives the text-style snowflake one column and the variation selector none,
/// and so draws it in one. The terminal writer blanks both columns before drawing such a
/// glyph and places the next cell itself, so in tmux the glyph is followed by a blank:
/// `capture-pane` prints "❄️ " where the frame's text has "❄️". Nothing else moves.
///
/// Which glyphs tmux narrows depends on its version and build, so it is measured, not
/// assumed: ``measureWidths(of:)`` asks the tmux on this machine.
enum TmuxScreen {
  /// The rows `capture-pane -p` should print for a frame whose rows are `frameRows`:
  /// each glyph tmux narrows (``isNarrowed(_:widths:)``) is followed by a space, the
  /// blanked column beside it, and trailing spaces are trimmed, as `capture-pane` trims
  /// them.
  ///
  /// Every other glyph is as wide in tmux as in the engine: one column, or two for East
  /// Asian wide text such as 東. Were one not, the cells after it would not be where
  /// this expects them, and the comparison would fail on that row.
  ///
  /// - Parameter widths: how many columns tmux draws each non-ASCII glyph of the rows in,
  ///   from ``measureWidths(of:)``.
  static func expected(_ frameRows: [String], widths: [Character: Int]) throws -> [String] {
    try frameRows.map { row in
      var shown = ""
      for glyph in row {
        shown.append(glyph)
        if try isNarrowed(glyph, widths: widths) { shown.append(" ") }
      }
      return trimmingTrailingSpaces(shown)
    }
  }

  /// Whether tmux draws `glyph` in one column where the engine counts two.
  ///
  /// The engine counts an emoji shown as a picture two columns wide: one with
  /// Emoji_Presentation (🌙), or any emoji followed by VS16 (❄️). That is its policy
  /// (`DisplayWidth`) for emoji, here read from the Swift runtime's Unicode properties.
  ///
  /// - Throws: ``TmuxError`` for such a glyph that tmux draws in neither one column nor
  ///   two: what the screen shows then cannot be told from the frame.
  static func isNarrowed(_ glyph: Character, widths: [Character: Int]) throws -> Bool {
    let scalars = glyph.unicodeScalars
    guard let first = scalars.first else { return false }
    let isPicture =
      first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
    guard isPicture, !glyph.isASCII else { return false }
    switch widths[glyph] {
    case 1: return true
    case 2: return false
    case let width:
      throw TmuxError(
        message: "tmux draws \(glyph) \(width.map(String.init) ?? "?") columns wide where "
          + "the engine counts 2; what it shows cannot be told from the frame")
    }
  }

  /// `text` without the spaces at its end.
  static func trimmingTrailingSpaces(_ text: some StringProtocol) -> String {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return String(text[..<end])
  }

  /// How many columns the tmux on this machine draws each of `glyphs` in.
  ///
  /// Each glyph is printed at the start of its own row, then the cursor is sent to the
  /// third column (`ESC[3G`) and a `|` printed there: tmux shows "❄️ |" for a glyph one
  /// column wide and "🌙|" for one two columns wide.
  static func measureWidths(of glyphs: [Character]) async throws -> [Character: Int] {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-glyphs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    let text = glyphs.map { "\($0)\u{1B}[3G|" }.joined(separator: "\n")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let session = try await TmuxSession(
      "cat '\(file.path)'; sleep \(HangGuard.lingerSeconds)", width: 10, height: glyphs.count + 2)
    defer { session.close() }
    let screen = try await session.waitFor("the probe's glyphs") { screen in
      screen.split(separator: "\n").filter { $0.hasSuffix("|") }.count == glyphs.count
    }
    var widths: [Character: Int] = [:]
    for (glyph, row) in zip(glyphs, screen.split(separator: "\n")) {
      switch String(row) {
      case "\(glyph)|": widths[glyph] = 2
      case "\(glyph) |": widths[glyph] = 1
      default: throw TmuxError(message: "cannot tell how wide tmux draws \(glyph): '\(row)'")
      }
    }
    return widths
  }
}
