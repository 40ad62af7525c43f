import TestSupport
import Testing

@testable import TextUI

@Suite struct TerminalScreenTests {
  /// The bytes of `text`, with `^` standing for ESC so expectations read like the
  /// sequences they spell.
  private func bytes(_ text: String) -> [UInt8] {
    text.utf8.map { $0 == UInt8(ascii: "^") ? 0x1B : $0 }
  }

  private func frame(_ rows: [String], width: Int) -> Frame {
    var frame = Frame(width: width, height: rows.count)
    for (y, row) in rows.enumerated() { frame.write(row, x: 0, y: y) }
    return frame
  }

  // MARK: - Full repaints

  @Test func firstUpdateClearsAndDrawsEveryRow() {
    var screen = TerminalScreen()
    let output = screen.update(to: frame(["ab", "cd"], width: 4))
    #expect(output == bytes("^[?7l^[0m^[H^[2Jab  ^[2;1Hcd  "))
  }

  @Test func sizeChangeRepaintsEverything() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["ab"], width: 2))
    #expect(screen.update(to: frame(["ab"], width: 3)) == bytes("^[?7l^[0m^[H^[2Jab "))
  }

  @Test func invalidateMakesTheNextUpdateRepaint() {
    var screen = TerminalScreen()
    let first = frame(["ab"], width: 2)
    let repaint = screen.update(to: first)
    screen.invalidate()
    #expect(screen.update(to: first) == repaint)
  }

  // MARK: - Changed cells only

  @Test func identicalFrameWritesNothing() {
    var screen = TerminalScreen()
    let shown = frame(["hello", "world"], width: 6)
    _ = screen.update(to: shown)
    #expect(screen.update(to: shown).isEmpty)
  }

  @Test func sameClustersUnderOtherPoolIndicesWriteNothing() {
    var first = Frame(width: 4, height: 1)
    first.put("e\u{301}", x: 0, y: 0)
    first.put("👍🏽", x: 1, y: 0)
    var second = Frame(width: 4, height: 1)
    second.put("👍🏽", x: 1, y: 0)
    second.put("e\u{301}", x: 0, y: 0)
    var screen = TerminalScreen()
    _ = screen.update(to: first)
    #expect(screen.update(to: second).isEmpty)
  }

  @Test func oneChangedCellCostsOneMoveAndItsGlyph() {
    var screen = TerminalScreen()
    var shown = Frame(width: 10, height: 5)
    _ = screen.update(to: shown)
    shown.put("x", x: 4, y: 2)
    let output = screen.update(to: shown)
    #expect(output == bytes("^[3;5Hx"))
    #expect(output.count <= 32)
  }

  @Test func adjacentChangedCellsNeedOneCursorMove() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["abcd"], width: 4))
    #expect(screen.update(to: frame(["axyd"], width: 4)) == bytes("^[1;2Hxy"))
  }

  @Test func cellsAfterTheLastColumnMoveTheCursorAgain() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["abc", "def"], width: 3))
    #expect(screen.update(to: frame(["abX", "Yef"], width: 3)) == bytes("^[1;3HX^[2;1HY"))
  }

  // MARK: - Wide glyphs

  @Test func wideGlyphReplacedByNarrowOnesRewritesBothColumns() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["東x"], width: 3))
    #expect(screen.update(to: frame(["abx"], width: 3)) == bytes("^[1;1Hab"))
  }

  @Test func wideGlyphMovedRightRewritesEveryColumnItTouched() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame([" 東 "], width: 4))
    // Columns 1-3 are joined by the old glyph (1-2) and the new one (2-3).
    #expect(screen.update(to: frame(["  東"], width: 4)) == bytes("^[1;2H 東"))
  }

  @Test func changedContinuationIsRedrawnThroughItsLeadCell() {
    var screen = TerminalScreen()
    let shown = frame(["東x"], width: 3)
    _ = screen.update(to: shown)
    // Only the continuation cell is inside the highlighted rectangle.
    let output = screen.update(to: shown, highlighting: [Rect(x: 1, y: 0, width: 1, height: 1)])
    #expect(output == bytes("^[7m^[1;1H東^[0m"))
  }

  // MARK: - Glyphs terminals disagree about

  @Test func disputedGlyphIsDrawnOverBlanksThenTheNextCellIsPlaced() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["TODAY"], width: 5))
    // ❄️ (U+2744 U+FE0F) is two columns here and one in tmux: the "O" under its second
    // column must not survive there.
    #expect(screen.update(to: frame(["❄️DAX"], width: 5)) == bytes("^[1;1H  ^[1;1H❄️^[1;5HX"))
  }

  @Test func repaintDrawsDisputedGlyphsOverBlanksToo() {
    var screen = TerminalScreen()
    let output = screen.update(to: frame(["🌙x"], width: 3))
    #expect(output == bytes("^[?7l^[0m^[H^[2J  ^[1;1H🌙^[1;3Hx"))
  }

  @Test func wideGlyphsTerminalsAgreeOnAreNotBlanked() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["abcd"], width: 4))
    #expect(screen.update(to: frame(["東cd"], width: 4)) == bytes("^[1;1H東"))
  }

  @Test func highlightedDisputedGlyphHasHighlightedBlanks() {
    var screen = TerminalScreen()
    let shown = frame(["☁️x"], width: 3)
    _ = screen.update(to: shown)
    let output = screen.update(to: shown, highlighting: [Rect(x: 0, y: 0, width: 1, height: 1)])
    #expect(output == bytes("^[7m^[1;1H  ^[1;1H☁️^[0m"))
  }

  @Test func disputedGlyphReplacedByNarrowOnesRewritesBothColumns() {
    var screen = TerminalScreen()
    _ = screen.update(to: frame(["x❄️"], width: 3))
    // In tmux the old snowflake covers column 1 and the blank column 2: both are written.
    #expect(screen.update(to: frame(["xab"], width: 3)) == bytes("^[1;2Hab"))
  }

  @Test(arguments: [
    "❄️", "☁️", "🌧️", "1\u{FE0F}\u{20E3}", "🇯🇵", "👨‍👩‍👧", "👍🏽", "🌙", "⛅", "🧊", "東", "Ａ",
    "\u{304B}\u{3099}",
  ])
  func writerBlanksExactlyTheGlyphsTheWidthPolicyCallsDisputed(glyph: String) {
    let character = Character(glyph)
    var shown = Frame(width: 3, height: 1)
    var screen = TerminalScreen()
    _ = screen.update(to: shown)
    shown.put(character, x: 0, y: 0)
    let blanked = screen.update(to: shown).starts(with: bytes("^[1;1H  ^[1;1H"))
    #expect(DisplayWidth.of(character) == 2)
    #expect(blanked == DisplayWidth.isDisputed(character))
  }

  // MARK: - Highlights

  @Test func highlightOnThenOffRewritesTheHighlightedCells() {
    var screen = TerminalScreen()
    let shown = frame(["abcdef"], width: 6)
    _ = screen.update(to: shown)
    let on = screen.update(to: shown, highlighting: [Rect(x: 1, y: 0, width: 2, height: 1)])
    #expect(on == bytes("^[7m^[1;2Hbc^[0m"))
    #expect(screen.update(to: shown) == bytes("^[1;2Hbc"))
  }

  @Test func movingHighlightSwitchesReverseVideoOnlyWhereItChanges() {
    var screen = TerminalScreen()
    let shown = frame(["abcd"], width: 4)
    _ = screen.update(to: shown, highlighting: [Rect(x: 2, y: 0, width: 1, height: 1)])
    let moved = screen.update(to: shown, highlighting: [Rect(x: 1, y: 0, width: 1, height: 1)])
    #expect(moved == bytes("^[7m^[1;2Hb^[27mc"))
  }

  @Test func highlightOutsideTheFrameIsIgnored() {
    var screen = TerminalScreen()
    let shown = frame(["ab"], width: 2)
    _ = screen.update(to: shown)
    let output = screen.update(to: shown, highlighting: [Rect(x: 5, y: -3, width: 4, height: 2)])
    #expect(output.isEmpty)
  }

  // MARK: - Replayed on a terminal

  /// Replays random updates on a terminal that measures glyphs as this engine does, and
  /// on one that draws every disputed glyph one column wide, as tmux draws ❄️: each must
  /// show exactly the frame, the narrow one with a blank beside each disputed glyph.
  @Test(arguments: [false, true])
  func replayingUpdatesShowsExactlyEachFrame(narrowsDisputed: Bool) {
    let seed: UInt64 = 0x5EED_7E12
    print("TerminalScreen property test seed: \(seed), narrow: \(narrowsDisputed)")
    var random = SeededGenerator(seed: seed)
    for iteration in 0..<300 {
      var screen = TerminalScreen()
      var frame = RandomScreenFrame.make(using: &random)
      var terminal = TerminalEmulator(
        width: frame.width, height: frame.height, narrowsDisputed: narrowsDisputed)
      var history = ""
      for _ in 0..<4 {
        let highlights = RandomScreenFrame.rects(in: frame.size, using: &random)
        let update = screen.update(to: frame, highlighting: highlights)
        if terminal.width != frame.width || terminal.height != frame.height {
          terminal = TerminalEmulator(  // resized
            width: frame.width, height: frame.height, narrowsDisputed: narrowsDisputed)
        }
        terminal.feed(update)
        history += "\n\(frame)\n highlighting \(highlights)"
        let context = Comment(rawValue: "seed \(seed), iteration \(iteration):\(history)")
        let expected = textAsDrawn(frame, narrowingDisputed: narrowsDisputed)
        #expect(Array(terminal.text.utf8) == Array(expected.utf8), context)
        #expect(terminal.violations.isEmpty, context)
        #expect(!terminal.isReversed, context)
        #expect(reversedColumns(terminal) == highlightedColumns(frame, highlights), context)
        frame =
          random.next() % 4 == 0
          ? RandomScreenFrame.make(using: &random) : RandomScreenFrame.edit(frame, using: &random)
      }
    }
  }

  /// The frame's text as a terminal shows it: as ``Frame/text(trimmingTrailingSpaces:)``
  /// prints it, or, with `narrowingDisputed`, with a space after each disputed glyph, the
  /// blanked second column that a terminal drawing the glyph narrow leaves beside it.
  private func textAsDrawn(_ frame: Frame, narrowingDisputed: Bool) -> String {
    guard narrowingDisputed else { return frame.text() }
    return (0..<frame.height).map { y in
      (0..<frame.width).map { x in
        guard frame.cell(x: x, y: y)?.isContinuation == true else { return frame[x, y] }
        return DisplayWidth.isDisputed(Character(frame[x - 1, y])) ? " " : ""
      }.joined()
    }.joined(separator: "\n")
  }

  /// The columns the terminal shows in reverse video: both halves of a reversed wide
  /// glyph, and the blank beside a reversed narrow-drawn one.
  private func reversedColumns(_ terminal: TerminalEmulator) -> Set<Point> {
    var columns: Set<Point> = []
    for y in 0..<terminal.height {
      for x in 0..<terminal.width where terminal.cell(x: x, y: y).isReversed {
        columns.insert(Point(x: x, y: y))
      }
    }
    return columns
  }

  /// The columns that should be reversed: every column of each glyph with a column
  /// inside a rectangle.
  private func highlightedColumns(_ frame: Frame, _ rects: [Rect]) -> Set<Point> {
    var columns: Set<Point> = []
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.cell(x: x, y: y)?.isContinuation == false {
        let isWide = frame.cell(x: x + 1, y: y)?.isContinuation == true
        let glyphColumns = isWide ? [x, x + 1] : [x]
        if rects.contains(where: { rect in
          glyphColumns.contains { rect.contains(Point(x: $0, y: y)) }
        }) {
          for column in glyphColumns { columns.insert(Point(x: column, y: y)) }
        }
      }
    }
    return columns
  }
}

/// Random frames for the replay test: small, full of wide glyphs and clusters, and
/// edited in place so that most updates are partial.
private enum RandomScreenFrame {
  /// Graphemes that never merge with a neighbour, so a terminal reading them one after
  /// another sees the same clusters (a lone skin tone or regional indicator would merge).
  static let graphemes: [Character] = [
    "a", "b", "x", " ", "é", "e\u{301}", "Ω", "東", "語", "👍🏽", "🇯🇵", "❤️", "⌚︎", "❄️", "🌙",
  ]

  static func make(using random: inout SeededGenerator) -> Frame {
    let size = Size(
      width: Int.random(in: 1...9, using: &random), height: Int.random(in: 1...4, using: &random))
    return edit(Frame(size: size), using: &random, writes: size.area)
  }

  static func edit(
    _ frame: Frame, using random: inout SeededGenerator, writes: Int? = nil
  ) -> Frame {
    var frame = frame
    for _ in 0..<(writes ?? Int.random(in: 0...4, using: &random)) {
      frame.put(
        graphemes.randomElement(using: &random)!,
        x: Int.random(in: 0..<frame.width, using: &random),
        y: Int.random(in: 0..<frame.height, using: &random))
    }
    return frame
  }

  static func rects(in size: Size, using random: inout SeededGenerator) -> [Rect] {
    (0..<Int.random(in: 0...2, using: &random)).map { _ in
      Rect(
        x: Int.random(in: -1...size.width, using: &random),
        y: Int.random(in: -1...size.height, using: &random),
        width: Int.random(in: 0...3, using: &random), height: Int.random(in: 0...2, using: &random))
    }
  }
}
