@testable import TextUI

/// A tiny VT terminal: just enough of xterm to replay what ``TerminalScreen`` writes and
/// read back what the screen would show.
///
/// It understands CUP (`ESC[r;cH`), erase display (`ESC[2J`), SGR (every attribute and
/// colour ``TerminalScreen`` can write, kept per cell as a ``Rendition``), autowrap
/// (`ESC[?7h`/`ESC[?7l`) and printable UTF-8, measuring each grapheme with the engine's
/// ``DisplayWidth`` as a terminal measures it with its own table; with `narrowsDisputed`,
/// it draws every glyph terminals disagree about (``DisplayWidth/isDisputed(_:)``) one
/// column wide, as tmux, xterm and many VTE versions draw ❄️. Like xterm, writing over
/// either half of a wide glyph blanks its other half, and with autowrap on, a glyph that
/// reaches the last column wraps the next one. Anything else it is sent, anything a
/// real terminal would do differently (a wrap, a scroll, a glyph that does not fit), and
/// any SGR sequence but a lone reset that changes nothing (a wasted one) is recorded in
/// ``violations``, which a test expects to stay empty.
struct TerminalEmulator {
  /// The colours and attributes SGR sequences set: what a glyph is drawn with.
  struct Rendition: Equatable, CustomStringConvertible {
    var foreground: Color = .default
    var background: Color = .default
    var attributes: TextAttributes = []

    var description: String {
      let style = Style(foreground: foreground, background: background, attributes: attributes)
      return style.description
    }
  }

  /// What one cell of the screen shows.
  struct Cell: Equatable {
    var text: String
    var rendition = Rendition()
    var isContinuation = false
    var isReversed: Bool { rendition.attributes.contains(.reverse) }
  }

  let width: Int
  let height: Int
  /// Whether glyphs terminals disagree about are drawn one column wide, not two.
  let narrowsDisputed: Bool
  private(set) var cells: [Cell]
  private(set) var cursor = Point.zero
  /// What the next glyph is drawn with.
  private(set) var rendition = Rendition()
  /// Whether reverse video is on for the next glyph.
  var isReversed: Bool { rendition.attributes.contains(.reverse) }
  private(set) var isAutowrapOn = true
  private var isWrapPending = false
  /// Everything that a correct screen update should never cause.
  private(set) var violations: [String] = []

  /// A screen showing `filler` in every cell, so a test can tell whether it was cleared.
  init(width: Int, height: Int, filler: String = "?", narrowsDisputed: Bool = false) {
    self.width = width
    self.height = height
    self.narrowsDisputed = narrowsDisputed
    cells = Array(repeating: Cell(text: filler), count: width * height)
  }

  /// The screen as text, rows joined by `"\n"`, as ``Frame/text(trimmingTrailingSpaces:)``
  /// renders a frame.
  var text: String {
    (0..<height).map { y in
      cells[(y * width)..<((y + 1) * width)].filter { !$0.isContinuation }.map(\.text).joined()
    }.joined(separator: "\n")
  }

  /// The cell at a position.
  func cell(x: Int, y: Int) -> Cell { cells[y * width + x] }

  /// Interprets `bytes` as a terminal would.
  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B {
        index = controlSequence(in: bytes, at: index)
      } else if bytes[index] < 0x20 || bytes[index] == 0x7F {
        violations.append("control byte \(bytes[index])")
        index += 1
      } else {
        var end = index
        while end < bytes.count && bytes[end] >= 0x20 && bytes[end] != 0x7F { end += 1 }
        for character in String(decoding: bytes[index..<end], as: UTF8.self) { print(character) }
        index = end
      }
    }
  }

  // MARK: - Control sequences

  /// Runs the CSI sequence starting at `start` and returns the index just past it.
  private mutating func controlSequence(in bytes: [UInt8], at start: Int) -> Int {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
      violations.append("ESC not followed by [")
      return start + 1
    }
    var end = start + 2
    while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else {
      violations.append("unfinished control sequence")
      return end
    }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    switch (bytes[end], parameters) {
    case (UInt8(ascii: "H"), _):
      let row = (numbers.first ?? nil) ?? 1
      let column = numbers.count > 1 ? numbers[1] ?? 1 : 1
      cursor = Point(x: min(max(column, 1), width) - 1, y: min(max(row, 1), height) - 1)
      isWrapPending = false
    case (UInt8(ascii: "J"), "2"):
      // Like xterm, erase to the current background colour, with no attribute.
      let erased = Cell(text: " ", rendition: Rendition(background: rendition.background))
      cells = Array(repeating: erased, count: width * height)
    case (UInt8(ascii: "m"), _):
      let before = rendition
      selectGraphicRendition(numbers.isEmpty ? [0] : numbers)
      if rendition == before && parameters != "0" {
        violations.append("ESC[\(parameters)m changes nothing")
      }
    case (UInt8(ascii: "h"), "?7"), (UInt8(ascii: "l"), "?7"):
      isAutowrapOn = bytes[end] == UInt8(ascii: "h")
    default:
      violations.append("unsupported sequence ESC[\(parameters)\(UnicodeScalar(bytes[end]))")
    }
    return end + 1
  }

  /// Applies SGR parameters, in order, to ``rendition``.
  private mutating func selectGraphicRendition(_ numbers: [Int?]) {
    let switches: [Int: TextAttributes] = [
      1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .reverse, 9: .strikethrough,
    ]
    let offs: [Int: TextAttributes] = [
      22: [.bold, .dim], 23: .italic, 24: .underline, 27: .reverse, 29: .strikethrough,
    ]
    var index = 0
    /// The number at `index`, then past it; `nil` if missing or empty.
    func next() -> Int? {
      defer { index += 1 }
      return index < numbers.count ? numbers[index] : nil
    }
    /// The colour after a 38 or 48: `5;N` or `2;R;G;B`.
    func extendedColor() -> Color? {
      switch next() {
      case 5: return next().flatMap(UInt8.init(exactly:)).map(Color.indexed)
      case 2:
        let channels = [next(), next(), next()].compactMap { $0.flatMap(UInt8.init(exactly:)) }
        return channels.count == 3 ? .rgb(channels[0], channels[1], channels[2]) : nil
      default: return nil
      }
    }
    while index < numbers.count {
      guard let number = next() else {
        violations.append("empty SGR parameter")
        continue
      }
      switch number {
      case 0: rendition = Rendition()
      case _ where switches[number] != nil: rendition.attributes.formUnion(switches[number]!)
      case _ where offs[number] != nil: rendition.attributes.subtract(offs[number]!)
      case 30...37: rendition.foreground = .named(NamedColor(rawValue: UInt8(number - 30))!)
      case 90...97: rendition.foreground = .named(NamedColor(rawValue: UInt8(number - 82))!)
      case 40...47: rendition.background = .named(NamedColor(rawValue: UInt8(number - 40))!)
      case 100...107: rendition.background = .named(NamedColor(rawValue: UInt8(number - 92))!)
      case 39: rendition.foreground = .default
      case 49: rendition.background = .default
      case 38, 48:
        guard let color = extendedColor() else {
          violations.append("malformed colour after SGR \(number)")
          return
        }
        if number == 38 { rendition.foreground = color } else { rendition.background = color }
      default:
        violations.append("unsupported SGR parameter \(number)")
      }
    }
  }

  // MARK: - Printing

  /// Draws one grapheme at the cursor and advances it.
  private mutating func print(_ character: Character) {
    let glyphWidth =
      narrowsDisputed && DisplayWidth.isDisputed(character)
      ? 1 : min(2, max(1, DisplayWidth.of(character)))
    if isWrapPending {
      isWrapPending = false
      guard cursor.y + 1 < height else {
        violations.append("wrapped past the bottom row: the screen scrolled")
        return
      }
      violations.append("wrapped to row \(cursor.y + 1)")
      cursor = Point(x: 0, y: cursor.y + 1)
    }
    let x = cursor.x
    let rowStart = cursor.y * width
    guard x + glyphWidth <= width else {
      violations.append("\(character) does not fit at column \(x)")
      return
    }
    if cells[rowStart + x].isContinuation { cells[rowStart + x - 1] = Cell(text: " ") }
    let after = x + glyphWidth
    if after < width && cells[rowStart + after].isContinuation {
      cells[rowStart + after] = Cell(text: " ")
    }
    cells[rowStart + x] = Cell(text: String(character), rendition: rendition)
    if glyphWidth == 2 {
      cells[rowStart + x + 1] = Cell(text: "", rendition: rendition, isContinuation: true)
    }
    if after < width {
      cursor.x = after
    } else {
      cursor.x = width - 1
      isWrapPending = isAutowrapOn
    }
  }
}
