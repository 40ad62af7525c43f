/// What a terminal shows, and the bytes that bring it up to date with the next frame.
///
/// An interactive session draws a new ``Frame`` after every event, and most of the
/// screen stays the same between two frames. This value remembers the frame the
/// terminal shows and, for the next one, writes only the cells that changed, all into
/// one byte buffer. It does no I/O itself: the caller writes the bytes,
/// so tests can check them exactly.
///
/// ```swift
/// var screen = TerminalScreen()
/// write(screen.update(to: firstFrame))   // a full repaint
/// write(screen.update(to: nextFrame))    // only what changed, often a few bytes
/// ```
///
/// The choices it makes, and why:
/// - **Full repaints** happen on the first update, after ``invalidate()``, and whenever
///   the size changes. They turn autowrap off (`ESC[?7l`), so writing the last column
///   never wraps and writing the bottom-right cell never scrolls; reset attributes
///   (`ESC[0m`), so the erase uses default colours; clear the screen (`ESC[H ESC[2J`);
///   then draw every row. Autowrap stays off until ``TerminalControl/leaveInteractiveScreen``.
/// - **Cursor moves** use CUP (`ESC[row;columnH`) and only when the cursor is not already
///   where the next glyph goes, so a run of adjacent changed cells costs one move. The
///   cursor is not trusted across updates, so each update begins with a move.
/// - **Wide glyphs** are written by their lead cell, which the terminal draws across both
///   columns; a continuation cell is never written. A terminal blanks the other half of
///   a wide glyph when either half is overwritten, so columns joined by a wide glyph in
///   the old *or* the new frame are rewritten together.
/// - **Glyphs terminals disagree about** (``DisplayWidth/isDisputed(_:)``: ❄️, ☁️ and
///   other emoji that are two columns here and one in tmux, xterm and many VTE versions)
///   are drawn over blanks: a space is written over each of their columns, then the glyph
///   from the first one, and the cell after it is placed with a cursor move. Under either
///   width nothing of the previous frame survives beside the glyph, and later cells stay
///   in their columns. Replacing such a glyph needs nothing more: its two columns are one
///   group of the old frame, rewritten together. Only this writer blanks: a frame's text,
///   its snapshots, `stratus render` and the HTML snapshot report print each glyph once,
///   at the width ``DisplayWidth`` gives it.
/// - **Styles** are drawn as the terminal can (``ColorSupport``): a cell's ``Style``
///   becomes a pen (its colours brought down to the terminal's palette, nothing at
///   all under ``ColorSupport/none``), and a cell is rewritten when its pen changed, so
///   two frames that number their styles differently, or differ only by a style's role,
///   write nothing. The writer tracks the terminal's pen and writes an SGR sequence
///   (`ESC[…m`) only between two cells drawn with different pens, with only what changed:
///   the attributes turned off (22 turns off bold and dim both, so the one that stays is
///   turned on again), those turned on, and the colours that changed; or `0` and the
///   whole new pen when that takes fewer parameters. A run of cells in one style costs one
///   sequence. Blanks written over a disputed glyph take its pen, background included.
/// - **Highlights** (`--highlight-updates`) are the cell's pen with reverse video (SGR 7)
///   switched, so they show on a reversed cell too: a cell whose highlight changed is
///   rewritten, which clears the previous pass's highlight. Highlights are drawn under
///   every ``ColorSupport``, ``ColorSupport/none`` included: they are the tool's, not the
///   app's.
/// - **No style leaks.** A repaint starts from `ESC[0m`, and every update that leaves the
///   pen anything but the default ends with `ESC[0m`, so the shell, or whatever writes
///   next, gets the terminal's own colours back. A frame without styles writes exactly
///   the bytes it wrote before styles existed, under every ``ColorSupport``.
///
/// If anything else writes to the terminal between updates, call ``invalidate()``.
public struct TerminalScreen: Sendable {
  /// The frame the terminal shows, or `nil` when that is unknown.
  private var shown: Frame?
  /// The cells of `shown` drawn in reverse video.
  private var shownHighlights = HighlightMask()
  /// What the terminal can draw of a style.
  public let colors: ColorSupport

  /// A screen that knows nothing of the terminal, so its first update repaints it all.
  ///
  /// - Parameter colors: what the terminal can draw (``ColorSupport/resolve(choice:environment:isTerminal:)``
  ///   picks it from `--color` and the environment). The default draws every style as
  ///   declared, 24-bit colours included; a frame without styles writes the same bytes
  ///   whatever it is.
  public init(colors: ColorSupport = .trueColor) {
    self.colors = colors
  }

  /// The bytes that bring the terminal from what it shows to `frame`.
  ///
  /// - Parameters:
  ///   - frame: the frame to show.
  ///   - highlighted: regions to draw in reverse video, for `--highlight-updates`, which
  ///     marks what re-rendered; parts outside the frame are ignored.
  /// - Returns: the bytes to write, empty when the terminal already shows `frame` with
  ///   the same highlights.
  /// - Complexity: O(cells) to find the changes; the output is proportional to them.
  public mutating func update(to frame: Frame, highlighting highlighted: [Rect] = []) -> [UInt8] {
    let highlights = HighlightMask(highlighted, in: frame)
    defer {
      shown = frame
      shownHighlights = highlights
    }
    guard let shown, shown.size == frame.size else {
      return repaint(frame, highlights: highlights)
    }
    if shown == frame && shownHighlights == highlights { return [] }
    return changes(from: shown, highlights: shownHighlights, to: frame, highlights: highlights)
  }

  /// Forgets what the terminal shows, so the next update repaints everything.
  ///
  /// Call it after a resize, when the user asks for a redraw (Ctrl-L), or after anything
  /// else wrote to the terminal.
  public mutating func invalidate() {
    shown = nil
    shownHighlights = HighlightMask()
  }
}

// MARK: - Drawing

extension TerminalScreen {
  /// Clears the screen and draws every cell of `frame`.
  private func repaint(_ frame: Frame, highlights: HighlightMask) -> [UInt8] {
    var output = TerminalOutput(columns: frame.width, capacity: frame.cells.count + 256)
    output.append(TerminalControl.autowrapOff)
    output.append(TerminalControl.resetAttributes)
    output.append(TerminalControl.homeAndClear)
    output.cursorIsHome()
    let pens = colors.pens(of: frame)
    for y in 0..<frame.height {
      draw(
        frame, pens: pens, highlights: highlights, y: y, columns: 0..<frame.width, into: &output)
    }
    return output.finish()
  }

  /// Draws the cells of `new` that look different from `old`, which has the same size:
  /// another glyph, another pen or another highlight.
  ///
  /// Each row is cut into *groups*: runs of columns joined by a wide glyph in either
  /// frame. A group is rewritten whole when any of its cells changed, because writing
  /// over half of a wide glyph on screen blanks its other half, and because only a lead
  /// cell can redraw a continuation.
  private func changes(
    from old: Frame, highlights oldHighlights: HighlightMask,
    to new: Frame, highlights newHighlights: HighlightMask
  ) -> [UInt8] {
    var output = TerminalOutput(columns: new.width, capacity: 256)
    let oldPens = colors.pens(of: old)
    let newPens = colors.pens(of: new)
    // Pens are compared, not style indices: two frames may number their styles
    // differently. When both tables are the same, an equal index is an equal pen.
    let hasStyles = !(old.styles.isPlain && new.styles.isPlain)
    let sameTables = hasStyles && old.styles.table == new.styles.table
    func drawsSamePen(_ index: Int) -> Bool {
      let oldStyle = old.styles[cell: index]
      let newStyle = new.styles[cell: index]
      return (sameTables && oldStyle == newStyle) || oldPens[oldStyle] == newPens[newStyle]
    }
    func changed(_ index: Int) -> Bool {
      oldHighlights[index] != newHighlights[index] || !old.drawsSameBytes(as: new, at: index)
        || (hasStyles && !drawsSamePen(index))
    }
    for y in 0..<new.height {
      let rowStart = y * new.width
      var groupStart = 0
      while groupStart < new.width {
        var isChanged = changed(rowStart + groupStart)
        var groupEnd = groupStart + 1
        while groupEnd < new.width,
          old.cells[rowStart + groupEnd].isContinuation
            || new.cells[rowStart + groupEnd].isContinuation
        {
          isChanged = isChanged || changed(rowStart + groupEnd)
          groupEnd += 1
        }
        if isChanged {
          draw(
            new, pens: newPens, highlights: newHighlights, y: y, columns: groupStart..<groupEnd,
            into: &output)
        }
        groupStart = groupEnd
      }
    }
    return output.finish()
  }

  /// Writes the glyphs of row `y` of `frame` that start in `columns`, skipping
  /// continuation cells: their lead cells draw them.
  ///
  /// - Parameter pens: the pen of each of the frame's styles (``ColorSupport/pens(of:)``).
  private func draw(
    _ frame: Frame, pens: PenTable, highlights: HighlightMask, y: Int, columns: Range<Int>,
    into output: inout TerminalOutput
  ) {
    let rowStart = y * frame.width
    var x = columns.lowerBound
    while x < columns.upperBound {
      let index = rowStart + x
      if frame.cells[index].isContinuation {
        x += 1
        continue
      }
      let isWide = x + 1 < frame.width && frame.cells[index + 1].isContinuation
      let width = isWide ? 2 : 1
      let pen = pens[frame.styles[cell: index]]
      output.write(
        cellOf: frame, x: x, y: y, width: width, pen: highlights[index] ? pen.highlighted : pen,
        blankingFirst: isWide && frame.drawsDisputedGlyph(at: index))
      x += width
    }
  }
}

extension Frame {
  /// Whether the lead cell of a wide glyph at `index` draws a glyph that terminals
  /// disagree about (``DisplayWidth/isDisputed(_:)``).
  ///
  /// A pooled cell holds a cluster of several scalars, and every wide one is disputed; a
  /// single scalar is disputed when it is an emoji, so only that case reads the table.
  fileprivate func drawsDisputedGlyph(at index: Int) -> Bool {
    let cell = cells[index]
    if cell.isPooled { return true }
    return Unicode.Scalar(cell.rawValue).map(DisplayWidth.isDisputed(wideScalar:)) ?? false
  }

  /// Whether the cell at `index` draws the same bytes here as in `other`.
  ///
  /// Pooled clusters are compared by their bytes, since two frames may keep the same
  /// cluster under different pool indices.
  fileprivate func drawsSameBytes(as other: Frame, at index: Int) -> Bool {
    let mine = cells[index]
    let theirs = other.cells[index]
    if mine.isPooled || theirs.isPooled {
      return mine.isPooled && theirs.isPooled
        && pool[mine.clusterIndex] == other.pool[theirs.clusterIndex]
    }
    return mine == theirs
  }
}
