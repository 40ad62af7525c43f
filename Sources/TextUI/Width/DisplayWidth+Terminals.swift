/// Where terminals and this policy part ways: the glyphs a terminal may draw narrower than
/// ``DisplayWidth`` counts them.
///
/// The policy follows Unicode (UAX #11 and the emoji presentation rules of UTS #51), and
/// snapshots, layout and the HTML report all count with it. A live terminal counts with
/// its own table, and terminals disagree about emoji. ❄️ (U+2744 U+FE0F) is two columns
/// in kitty, WezTerm and iTerm2, as here, but one in tmux, xterm and many VTE versions,
/// which measure a scalar at a time (`wcwidth`) and give the text-style snowflake 1 and
/// the variation selector 0.
///
/// The terminal writer (``TerminalScreen``) asks ``isDisputed(_:)`` of every glyph it
/// draws: a disputed glyph has both its columns blanked first, then is drawn, and the
/// cursor is placed explicitly after it. A terminal that draws it narrow then shows a
/// blank in its second column, not whatever the column held before, and a terminal that
/// draws it wide shows it whole. Frames, snapshots and `stratus render` are not affected:
/// they print the frame's text, in which every glyph has the width this policy gives it.
extension DisplayWidth {
  /// Whether terminals disagree about how wide `character` is: this policy makes it two
  /// columns, and some terminals draw it in one.
  ///
  /// The rule, for a cluster this policy makes two columns wide:
  ///
  /// - **More than one scalar: disputed.** An emoji that VS16 makes wide (❄️, ☁️, 🌧️),
  ///   a keycap (1️⃣), a flag (🇯🇵), a ZWJ sequence (👨‍👩‍👧), an emoji with a skin tone
  ///   (👍🏽): a terminal that measures scalar by scalar, or joins only some sequences,
  ///   may draw any of them in one column. Any other wide cluster of several scalars
  ///   (a CJK character with a combining mark) is counted in too: blanking first costs a
  ///   few bytes and is never wrong.
  /// - **One emoji with emoji presentation (``ScalarClass/emojiWide``): disputed.** 🌙 and
  ///   ⛅ became wide in Unicode 9, and every new emoji is wide only in tables that know
  ///   it; a terminal with an older table draws it in one column.
  /// - **One East Asian Wide or Fullwidth character that is not an emoji: agreed.** 東 and
  ///   Ａ have been wide in every table.
  ///
  /// Narrow glyphs are never disputed by this rule. Some are drawn *wider* elsewhere (⌚︎,
  /// U+231A U+FE0E, is one column here and two in tmux; an ambiguous-width character is
  /// two in a terminal set to "ambiguous is wide"), and no writer can fix that: such a
  /// glyph covers a column the frame gives to its neighbour. An app that must look the
  /// same everywhere avoids them, as the app's `Glyphs` table does.
  ///
  ///     DisplayWidth.isDisputed("❄️")   // true: U+2744 U+FE0F
  ///     DisplayWidth.isDisputed("🌙")   // true: emoji presentation
  ///     DisplayWidth.isDisputed("東")   // false: wide everywhere
  ///     DisplayWidth.isDisputed("❄")    // false: one column everywhere
  public static func isDisputed(_ character: Character) -> Bool {
    guard of(character) == 2 else { return false }
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let only = scalars.first else { return true }
    return isDisputed(wideScalar: only)
  }

  /// The rule for a glyph of one scalar that the policy makes two columns wide, for the
  /// terminal writer, which reads scalars from cells rather than `Character`s.
  static func isDisputed(wideScalar scalar: Unicode.Scalar) -> Bool {
    ScalarClass.of(scalar) == .emojiWide
  }
}
