import TestSupport
import Testing

@testable import TextUI

/// Random styled frames replayed through ``TerminalScreen`` on ``TerminalEmulator``:
/// after every update the terminal must show each cell's glyph in the cell's style as
/// the terminal draws it (brought down to its ``ColorSupport``), highlights reversed, no
/// wasted sequence and no style left on.
@Suite struct StyledTerminalReplayTests {
  /// Styles that share colours and attributes in many ways, so that updates turn
  /// attributes off, change one colour of two, and meet styles that draw alike.
  static let styles: [Style] = [
    .plain,
    Style(foreground: .red),
    Style(foreground: .red).named("alert", letter: "a"),
    Style(foreground: .default, background: .default),
    Style(background: .blue),
    Style(attributes: .bold),
    Style(attributes: [.bold, .dim]),
    Style(attributes: .dim),
    Style(foreground: .brightGreen, attributes: [.italic, .underline]),
    Style(attributes: .reverse),
    Style(attributes: .strikethrough),
    Style(foreground: .indexed(208), background: .indexed(17)),
    Style(foreground: .rgb(255, 128, 0), attributes: .bold),
    Style(foreground: .rgb(12, 200, 90), background: .rgb(40, 40, 40), attributes: .reverse),
  ]

  static let graphemes: [Character] = ["a", "b", " ", "é", "東", "👍🏽", "❄️", "🌙"]

  @Test(arguments: ColorSupport.allCases, [false, true])
  func replayingStyledUpdatesShowsEachCellInItsStyle(colors: ColorSupport, narrowsDisputed: Bool) {
    let seed: UInt64 = 0x57_71ED
    print("styled replay seed: \(seed), colors: \(colors), narrow: \(narrowsDisputed)")
    var random = SeededGenerator(seed: seed)
    for iteration in 0..<120 {
      var screen = TerminalScreen(colors: colors)
      var frame = makeFrame(using: &random)
      var terminal = TerminalEmulator(
        width: frame.width, height: frame.height, narrowsDisputed: narrowsDisputed)
      var history = ""
      for _ in 0..<5 {
        let highlights = randomRects(in: frame.size, using: &random)
        let update = screen.update(to: frame, highlighting: highlights)
        if terminal.width != frame.width || terminal.height != frame.height {
          terminal = TerminalEmulator(
            width: frame.width, height: frame.height, narrowsDisputed: narrowsDisputed)
        }
        terminal.feed(update)
        history += "\n\(frame)\n highlighting \(highlights)"
        let context = Comment(rawValue: "seed \(seed), iteration \(iteration):\(history)")
        #expect(terminal.violations.isEmpty, context)
        #expect(terminal.rendition == TerminalEmulator.Rendition(), context)  // none left on
        #expect(
          renditions(terminal) == expectedRenditions(frame, highlights, colors: colors), context)
        #expect(glyphs(terminal) == expectedGlyphs(frame, narrowing: narrowsDisputed), context)
        frame =
          random.next() % 5 == 0 ? makeFrame(using: &random) : edit(frame, using: &random)
      }
    }
  }

  // MARK: - What the terminal shows

  /// Each column's rendition, row-major.
  private func renditions(_ terminal: TerminalEmulator) -> [TerminalEmulator.Rendition] {
    terminal.cellsByColumn.map(\.rendition)
  }

  /// Each column's glyph ("" for the right half of a wide one), row-major.
  private func glyphs(_ terminal: TerminalEmulator) -> [String] {
    terminal.cellsByColumn.map(\.text)
  }

  // MARK: - What it should show

  /// Each column's style as this terminal draws it, reversed where a highlight covers any
  /// column of its glyph.
  private func expectedRenditions(
    _ frame: Frame, _ rects: [Rect], colors: ColorSupport
  ) -> [TerminalEmulator.Rendition] {
    var result: [TerminalEmulator.Rendition] = []
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let lead = frame.cell(x: x, y: y)!.isContinuation ? x - 1 : x
        let isWide = frame.cell(x: lead + 1, y: y)?.isContinuation == true
        let glyphColumns = isWide ? [lead, lead + 1] : [lead]
        let isHighlighted = rects.contains { rect in
          glyphColumns.contains { rect.contains(Point(x: $0, y: y)) }
        }
        let style = frame.style(x: x, y: y)!
        var rendition = TerminalEmulator.Rendition()
        if colors >= .ansi16 {
          rendition.foreground = colors.drawable(style.foreground ?? .default)
          rendition.background = colors.drawable(style.background ?? .default)
        }
        if colors >= .attributesOnly { rendition.attributes = style.attributes }
        if isHighlighted { rendition.attributes.formSymmetricDifference(.reverse) }
        result.append(rendition)
      }
    }
    return result
  }

  /// Each column's glyph; a disputed glyph drawn narrow leaves a blank in its second
  /// column.
  private func expectedGlyphs(_ frame: Frame, narrowing: Bool) -> [String] {
    var result: [String] = []
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let isContinuation = frame.cell(x: x, y: y)!.isContinuation
        if isContinuation && narrowing && DisplayWidth.isDisputed(Character(frame[x - 1, y])) {
          result.append(" ")
        } else {
          result.append(frame[x, y])
        }
      }
    }
    return result
  }

  // MARK: - Random frames

  private func makeFrame(using random: inout SeededGenerator) -> Frame {
    let size = Size(
      width: Int.random(in: 1...8, using: &random), height: Int.random(in: 1...3, using: &random))
    return edit(Frame(size: size), using: &random, writes: size.area)
  }

  /// `frame` with a few cells rewritten: another glyph, another style, or both.
  private func edit(_ frame: Frame, using random: inout SeededGenerator, writes: Int? = nil)
    -> Frame
  {
    var frame = frame
    for _ in 0..<(writes ?? Int.random(in: 0...4, using: &random)) {
      frame.put(
        Self.graphemes.randomElement(using: &random)!,
        x: Int.random(in: 0..<frame.width, using: &random),
        y: Int.random(in: 0..<frame.height, using: &random),
        style: Self.styles.randomElement(using: &random)!)
    }
    return frame
  }

  private func randomRects(in size: Size, using random: inout SeededGenerator) -> [Rect] {
    (0..<Int.random(in: 0...1, using: &random)).map { _ in
      Rect(
        x: Int.random(in: -1...size.width, using: &random),
        y: Int.random(in: 0...size.height, using: &random),
        width: Int.random(in: 0...3, using: &random), height: Int.random(in: 0...2, using: &random))
    }
  }
}

extension TerminalEmulator {
  /// Every column's cell, row-major.
  fileprivate var cellsByColumn: [Cell] {
    (0..<height).flatMap { y in (0..<width).map { x in cell(x: x, y: y) } }
  }
}
