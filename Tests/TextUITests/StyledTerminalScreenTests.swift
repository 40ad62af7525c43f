import Testing

@testable import TextUI

/// The SGR a ``TerminalScreen`` writes for styled cells: one sequence per change of pen,
/// with only what changed, colours brought down to what the terminal draws, a highlight
/// that switches reverse, and a reset that leaves nothing behind.
@Suite struct StyledTerminalScreenTests {
  /// The bytes of `text`, with `^` standing for ESC.
  private func bytes(_ text: String) -> [UInt8] {
    text.utf8.map { $0 == UInt8(ascii: "^") ? 0x1B : $0 }
  }

  /// `text` written from the top-left cell of a blank frame `width` wide, a cell at a
  /// time in the style of the same position in `styles` (the last one for the rest).
  private func frame(_ text: String, width: Int, styles: [Style]) -> Frame {
    var frame = Frame(width: width, height: 1)
    var x = 0
    for (offset, character) in text.enumerated() {
      frame.put(character, x: x, y: 0, style: styles[min(offset, styles.count - 1)])
      x += DisplayWidth.of(character)
    }
    return frame
  }

  /// The bytes that bring a screen showing `old` to `new`.
  private func update(
    from old: Frame, to new: Frame, colors: ColorSupport = .trueColor,
    highlighting: [Rect] = []
  ) -> [UInt8] {
    var screen = TerminalScreen(colors: colors)
    _ = screen.update(to: old)
    return screen.update(to: new, highlighting: highlighting)
  }

  private static let red = Style(foreground: .red)
  private static let boldRed = Style(foreground: .red, attributes: .bold)

  // MARK: - One sequence per change

  @Test func oneStyledCellCostsItsSequenceAMoveTheGlyphAndAReset() {
    var shown = Frame(width: 10, height: 5)
    var screen = TerminalScreen()
    _ = screen.update(to: shown)
    shown.put("x", x: 4, y: 2, style: Self.boldRed)
    let output = screen.update(to: shown)
    #expect(output == bytes("^[1;31m^[3;5Hx^[0m"))
    #expect(output.count == 18)
  }

  /// The budget the issue sets, on the largest screen the benchmarks use: a cursor move
  /// to the far corner, bold text on a background, the glyph, the reset.
  @Test func oneChangedCellOnALargeScreenStaysWithin32Bytes() {
    var shown = Frame(width: 200, height: 60)
    var screen = TerminalScreen()
    _ = screen.update(to: shown)
    shown.put(
      "x", x: 199, y: 59, style: Style(foreground: .red, background: .blue, attributes: .bold))
    let output = screen.update(to: shown)
    #expect(output == bytes("^[1;31;44m^[60;200Hx^[0m"))
    #expect(output.count == 24)
    #expect(output.count <= 32)
  }

  @Test func aRunOfCellsInOneStyleWritesOneSequence() {
    let output = update(
      from: frame("abcd", width: 4, styles: [.plain]),
      to: frame("abcd", width: 4, styles: [.plain, Self.red, Self.red, .plain]))
    #expect(output == bytes("^[31m^[1;2Hbc^[0m"))
  }

  @Test func aStyleChangeAloneRewritesTheCell() {
    let output = update(
      from: frame("x", width: 1, styles: [Self.red]),
      to: frame("x", width: 1, styles: [Style(foreground: .green)]))
    #expect(output == bytes("^[32m^[1;1Hx^[0m"))
  }

  @Test func stylesThatDrawAlikeWriteNothing() {
    let alert = Self.red.named("alert", letter: "a")
    #expect(
      update(
        from: frame("x", width: 1, styles: [Self.red]), to: frame("x", width: 1, styles: [alert])
      )
      .isEmpty, "a role is not drawn")
    #expect(
      update(
        from: frame("x", width: 1, styles: [Self.red]),
        to: frame("x", width: 1, styles: [Style(foreground: .green)]), colors: .none
      ).isEmpty, "no colour drawn, none changed")
  }

  @Test func framesThatNumberTheirStylesDifferentlyWriteNothing() {
    var old = Frame(width: 2, height: 1)
    old.put("a", x: 0, y: 0, style: Self.red)
    old.put("b", x: 1, y: 0, style: Self.boldRed)
    var new = Frame(width: 2, height: 1)
    new.put("b", x: 1, y: 0, style: Self.boldRed)
    new.put("a", x: 0, y: 0, style: Self.red)
    #expect(old.styles.table != new.styles.table)
    #expect(update(from: old, to: new).isEmpty)
  }

  // MARK: - Turning attributes off

  @Test func anAttributeTurnedOffWritesItsOwnOff() {
    let output = update(
      from: frame("ab", width: 2, styles: [.plain]),
      to: frame(
        "ab", width: 2,
        styles: [
          Style(attributes: [.italic, .underline]), Style(attributes: .underline),
        ]))
    #expect(output == bytes("^[3;4m^[1;1Ha^[23mb^[0m"))
  }

  @Test func boldOffKeepsDimByTurningItOnAgain() {
    let output = update(
      from: frame("ab", width: 2, styles: [.plain]),
      to: frame(
        "ab", width: 2, styles: [Style(attributes: [.bold, .dim]), Style(attributes: .dim)]))
    #expect(output == bytes("^[1;2m^[1;1Ha^[22;2mb^[0m"))
  }

  @Test func aResetIsWrittenWhenItTakesFewerParameters() {
    let busy = Style(foreground: .red, attributes: [.bold, .italic, .underline])
    let output = update(
      from: frame("xyz", width: 3, styles: [.plain]),
      to: frame("abc", width: 3, styles: [busy, Style(foreground: .green), .plain]))
    // 22;23;24;32 would be four parameters; 0;32 is two. Then 39 and 0 tie: the change.
    #expect(output == bytes("^[1;3;4;31m^[1;1Ha^[0;32mb^[39mc"))
  }

  @Test func colourChangesWriteOnlyTheColourThatChanged() {
    let output = update(
      from: frame("ab", width: 2, styles: [.plain]),
      to: frame(
        "ab", width: 2,
        styles: [
          Style(foreground: .indexed(208), background: .rgb(1, 2, 3)),
          Style(foreground: .brightBlue, background: .rgb(1, 2, 3)),
        ]))
    #expect(output == bytes("^[38;5;208;48;2;1;2;3m^[1;1Ha^[94mb^[0m"))
  }

  // MARK: - Highlights

  @Test func aHighlightIsTheCellsPenWithReverseOn() {
    var screen = TerminalScreen()
    let shown = frame("xy", width: 2, styles: [Self.red, .plain])
    _ = screen.update(to: shown)
    let on = screen.update(to: shown, highlighting: [Rect(x: 0, y: 0, width: 2, height: 1)])
    #expect(on == bytes("^[7;31m^[1;1Hx^[39my^[0m"))
    #expect(screen.update(to: shown) == bytes("^[31m^[1;1Hx^[39my"))
  }

  @Test func aHighlightOnAReversedCellSwitchesReverseOff() {
    let selected = Style(foreground: .blue, attributes: .reverse)
    let shown = frame("x", width: 1, styles: [selected])
    let output = update(
      from: shown, to: shown, highlighting: [Rect(x: 0, y: 0, width: 1, height: 1)])
    #expect(output == bytes("^[34m^[1;1Hx^[0m"))
  }

  @Test(arguments: ColorSupport.allCases)
  func highlightsAreDrawnUnderEveryColorSupport(colors: ColorSupport) {
    let shown = frame("abcd", width: 4, styles: [.plain])
    var screen = TerminalScreen(colors: colors)
    _ = screen.update(to: shown, highlighting: [Rect(x: 2, y: 0, width: 1, height: 1)])
    let moved = screen.update(to: shown, highlighting: [Rect(x: 1, y: 0, width: 1, height: 1)])
    #expect(moved == bytes("^[7m^[1;2Hb^[27mc"))
  }

  // MARK: - Disputed glyphs

  @Test func blanksUnderADisputedGlyphHaveItsBackground() {
    let output = update(
      from: frame("   ", width: 3, styles: [.plain]),
      to: frame("❄️x", width: 3, styles: [Style(background: .blue), .plain]))
    #expect(output == bytes("^[44m^[1;1H  ^[1;1H❄️^[49m^[1;3Hx"))
  }

  // MARK: - Colour support

  /// One cell in orange, bold, under each support: the colour brought down to the
  /// nearest of the terminal's palette (208 in the 256 cube, yellow of the 16), dropped
  /// under `NO_COLOR` while bold stays, and nothing at all under `none`.
  @Test(arguments: [
    (ColorSupport.trueColor, "^[1;38;2;255;128;0m^[1;1Hx^[0m"),
    (.indexed256, "^[1;38;5;208m^[1;1Hx^[0m"),
    (.ansi16, "^[1;33m^[1;1Hx^[0m"),
    (.attributesOnly, "^[1m^[1;1Hx^[0m"),
    (.none, "^[1;1Hx"),
  ])
  func aStyleIsDrawnAsTheTerminalCan(colors: ColorSupport, expected: String) {
    let orange = Style(foreground: .rgb(255, 128, 0), attributes: .bold)
    let output = update(
      from: Frame(width: 1, height: 1), to: frame("x", width: 1, styles: [orange]),
      colors: colors)
    #expect(output == bytes(expected))
  }

  @Test(arguments: [
    (Color.indexed(196), "^[91m"), (.indexed(244), "^[90m"), (.indexed(3), "^[33m"),
    (.rgb(0, 0, 200), "^[34m"), (.named(.brightCyan), "^[96m"),
  ])
  func indexedAndRGBColoursFallBackToTheNearestOf16(color: Color, sequence: String) {
    let output = update(
      from: Frame(width: 1, height: 1),
      to: frame("x", width: 1, styles: [Style(foreground: color)]),
      colors: .ansi16)
    #expect(output == bytes(sequence + "^[1;1Hx^[0m"))
  }

  @Test func noColorKeepsBoldAndDropsColour() {
    let colors = ColorSupport.resolve(
      choice: .auto, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true)
    #expect(colors == .attributesOnly)
    let output = update(
      from: Frame(width: 1, height: 1), to: frame("x", width: 1, styles: [Self.boldRed]),
      colors: colors)
    #expect(output == bytes("^[1m^[1;1Hx^[0m"))
  }

  /// A frame without styles writes today's bytes whatever the terminal draws: a repaint,
  /// an update and a highlight, as `TerminalScreenTests` expects them.
  @Test(arguments: ColorSupport.allCases)
  func anUnstyledFrameWritesTheSameBytesUnderEverySupport(colors: ColorSupport) {
    var screen = TerminalScreen(colors: colors)
    var shown = Frame(width: 4, height: 2)
    shown.write("ab", x: 0, y: 0)
    shown.write("cd", x: 0, y: 1)
    #expect(screen.update(to: shown) == bytes("^[?7l^[0m^[H^[2Jab  ^[2;1Hcd  "))
    shown.put("x", x: 3, y: 1)
    #expect(screen.update(to: shown) == bytes("^[2;4Hx"))
    let highlighted = screen.update(
      to: shown, highlighting: [Rect(x: 1, y: 0, width: 2, height: 1)])
    #expect(highlighted == bytes("^[7m^[1;2Hb ^[0m"))
  }
}
