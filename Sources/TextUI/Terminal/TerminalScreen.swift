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
/// - **Highlights** (reverse video, SGR 7) are part of a cell's look: a cell whose
///   highlight changed is rewritten, which clears the previous pass's highlight. Every
///   update ends with attributes reset if it changed them.
///
/// If anything else writes to the terminal between updates, call ``invalidate()``.
public struct TerminalScreen: Sendable {
  /// The frame the terminal shows, or `nil` when that is unknown.
  private var shown: Frame?
  /// The cells of `shown` drawn in reverse video.
  private var shownHighlights = HighlightMask()

  /// A screen that knows nothing of the terminal, so its first update repaints it all.
  public init() {}

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
    for y in 0..<frame.height {
      draw(frame, highlights: highlights, y: y, columns: 0..<frame.width, into: &output)
    }
    return output.finish()
  }

  /// Draws the cells of `new` that look different from `old`, which has the same size.
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
    func changed(_ index: Int) -> Bool {
      oldHighlights[index] != newHighlights[index] || !old.drawsSameBytes(as: new, at: index)
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
          draw(new, highlights: newHighlights, y: y, columns: groupStart..<groupEnd, into: &output)
        }
        groupStart = groupEnd
      }
    }
    return output.finish()
  }

  /// Writes the glyphs of row `y` of `frame` that start in `columns`, skipping
  /// continuation cells: their lead cells draw them.
  private func draw(
    _ frame: Frame, highlights: HighlightMask, y: Int, columns: Range<Int>,
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
      output.write(
        cellOf: frame, x: x, y: y, width: width, reversed: highlights[index],
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
