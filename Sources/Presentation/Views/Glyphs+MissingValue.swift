extension Glyphs {
  /// What a screen shows in place of a value it does not have: `--`.
  ///
  /// A reading the source did not send, and one no screen could print (not finite, or
  /// too large), both show this mark, so a screen never prints a made-up zero or traps.
  /// It is declared once, here, where views and containers both see it: containers put
  /// it in the props they build, and fixtures show it. The same mark serves both sets of
  /// glyphs: it is seven-bit already, and ``LargeDigits`` draws it in large figures
  /// (it draws digits and `-`).
  public static let missingValue = "--"
}
