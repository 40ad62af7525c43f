/// The bytes of one screen update, together with where the terminal's cursor and
/// pen (colours and attributes) will be once it has read them.
///
/// Tracking that state is what keeps an update small: a cursor move is written only when
/// the cursor is not already where the next glyph goes, and an SGR sequence only when
/// the pen changes, with only what changed (``Pen/appendTransition(to:into:)``). ``TerminalScreen`` decides *which* cells to
/// write; this type decides *how*.
struct TerminalOutput {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// The number of columns on screen: a glyph that reaches the last one leaves the cursor
  /// somewhere this type does not guess at.
  private let columns: Int
  /// The cell the next printed glyph would land on, or `nil` when it is not known.
  ///
  /// It starts unknown, so an update never trusts a cursor that something else may have
  /// moved between updates; that costs one cursor move per update.
  private var cursor: Point?
  /// The colours and attributes the next glyph is drawn with. Every update starts and
  /// ends with the default pen: the previous one ended with a reset, or this one begins
  /// with a repaint that resets.
  private var pen = Pen.default

  /// Starts an update for a screen `columns` wide, with room for about `capacity` bytes.
  init(columns: Int, capacity: Int) {
    self.columns = columns
    bytes.reserveCapacity(capacity)
  }

  /// Appends a fixed control sequence.
  mutating func append(_ sequence: [UInt8]) {
    bytes.append(contentsOf: sequence)
  }

  /// Records that the cursor is at the top-left cell (after `ESC[H`).
  mutating func cursorIsHome() {
    cursor = .zero
  }

  /// Writes the glyph of `frame`'s cell at (`x`, `y`), `width` columns wide, with `pen`,
  /// moving the cursor there first if needed.
  ///
  /// With `blankingFirst`, for a glyph whose width terminals disagree about
  /// (``DisplayWidth/isDisputed(_:)``), it first writes a space over each of the glyph's
  /// `width` columns and moves back: a terminal that then draws the glyph narrower than
  /// the frame shows a blank beside it, not the previous frame's character. Spaces rather
  /// than erase-characters (`ESC[2X`, four bytes against about nine) because a space
  /// takes the current attributes, so a highlighted glyph's blank column is highlighted
  /// too, where xterm and tmux erase to the background without reverse video; and because
  /// every terminal prints a space the same way. The spaces take the cell's background
  /// colour for the same reason.
  mutating func write(
    cellOf frame: Frame, x: Int, y: Int, width: Int, pen: Pen, blankingFirst: Bool = false
  ) {
    if pen != self.pen {
      self.pen.appendTransition(to: pen, into: &bytes)
      self.pen = pen
    }
    if cursor != Point(x: x, y: y) { moveCursor(x: x, y: y) }
    if blankingFirst {
      for _ in 0..<width { bytes.append(UInt8(ascii: " ")) }
      moveCursor(x: x, y: y)
    }
    let cell = frame.cells[y * frame.width + x]
    frame.forEachUTF8Byte(of: cell) { bytes.append($0) }
    // With autowrap off, a glyph that reaches the last column leaves the cursor on it
    // rather than past it; "unknown" is the simple, always-correct answer.
    //
    // Terminals also disagree about how wide some glyphs are: an emoji with a variation
    // selector (❄️ is U+2744 U+FE0F) is two columns in the Unicode tables this engine
    // follows but one in many terminals. Trusting the cursor after a wide or
    // multi-scalar glyph would shift every following cell of the run, so the next one
    // is placed explicitly; with the blanking above, a terminal that draws the glyph
    // narrow shows it and a blank, and every other cell where the frame puts it.
    let agreedWidth = width == 1 && !cell.isPooled
    cursor = agreedWidth && x + width < columns ? Point(x: x + width, y: y) : nil
  }

  /// Ends the update with the default pen (`ESC[0m`), if it was changed, so that no
  /// colour or attribute leaks into whatever writes next, and returns its bytes.
  mutating func finish() -> [UInt8] {
    if pen != .default {
      append(TerminalControl.resetAttributes)
      pen = .default
    }
    return bytes
  }

  /// Writes CUP, `ESC[row;columnH`, whose coordinates count from 1.
  private mutating func moveCursor(x: Int, y: Int) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    bytes.appendDecimal(y + 1)
    bytes.append(UInt8(ascii: ";"))
    bytes.appendDecimal(x + 1)
    bytes.append(UInt8(ascii: "H"))
    cursor = Point(x: x, y: y)
  }
}
