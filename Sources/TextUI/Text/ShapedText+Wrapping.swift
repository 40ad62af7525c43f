/// One line as drawn: a run of glyphs from one shaped line, maybe ending in "…".
struct VisualLine: Hashable, Sendable {
  /// The shaped line the glyphs come from.
  var line: Int
  /// The glyphs drawn, as indices into that line.
  var range: Range<Int>
  /// The columns the line occupies, including the ellipsis.
  var width: Int
  /// Whether an ellipsis follows the glyphs because text was cut.
  var isTruncated = false
}

// MARK: - Wrapping

extension ShapedText {
  /// Breaks every line into visual lines at most `limit` columns wide.
  ///
  /// Lines break between words (at spaces). A word wider than the limit is broken
  /// between graphemes, never inside one. Spaces at a break are dropped; spaces at the
  /// start or end of a line are kept while they fit, so `Text(" 1 Now ")` keeps its
  /// padding. A line always advances by at least one
  /// grapheme, so a wide glyph in a one-column text still makes progress (it is then
  /// clipped).
  ///
  /// - Complexity: O(n) in the number of glyphs.
  func wrapped(toWidth limit: Int) -> [VisualLine] {
    var result: [VisualLine] = []
    for index in 0..<lineCount { wrapLine(index, toWidth: limit, into: &result) }
    return result
  }

  /// Appends the visual lines of line `lineIndex`. Positions are those of ``glyphs``
  /// while wrapping, and count from the start of the line in what is appended.
  private func wrapLine(_ lineIndex: Int, toWidth limit: Int, into result: inout [VisualLine]) {
    let glyphs = self.glyphs(ofLine: lineIndex)
    let lineStart = glyphs.startIndex
    let emittedBefore = result.count
    var start = lineStart  // first glyph of the visual line being built
    var end = lineStart  // one past its last committed glyph
    var width = 0  // columns of glyphs[start..<end]
    var pendingSpaces = 0  // columns of spaces after `end`, kept only if a word follows
    var index = lineStart

    func emit(_ range: Range<Int>, _ width: Int) {
      let range = (range.lowerBound - lineStart)..<(range.upperBound - lineStart)
      result.append(VisualLine(line: lineIndex, range: range, width: width))
    }

    while index < glyphs.endIndex {
      let tokenStart = index
      let isSpace = glyphs[index].isSpace
      var tokenWidth = 0
      while index < glyphs.endIndex && glyphs[index].isSpace == isSpace {
        tokenWidth += glyphs[index].width
        index += 1
      }
      if isSpace {
        if start == end && result.count > emittedBefore {
          start = index  // a wrapped line never starts with the spaces of the break
          end = index
        } else {
          pendingSpaces = tokenWidth
        }
        continue
      }
      if width + pendingSpaces + tokenWidth <= limit {
        width += pendingSpaces + tokenWidth
        end = index
        pendingSpaces = 0
        continue
      }
      if end > start { emit(start..<end, width) }
      start = tokenStart
      end = tokenStart
      width = 0
      pendingSpaces = 0
      if tokenWidth <= limit {
        end = index
        width = tokenWidth
        continue
      }
      // A word wider than the line: break it between graphemes.
      var cursor = tokenStart
      while cursor < index {
        let chunkStart = cursor
        var chunkWidth = 0
        while cursor < index
          && (chunkWidth + glyphs[cursor].width <= limit || cursor == chunkStart)
        {
          chunkWidth += glyphs[cursor].width
          cursor += 1
        }
        if cursor < index {
          emit(chunkStart..<cursor, chunkWidth)
        } else {
          start = chunkStart
          end = cursor
          width = chunkWidth
        }
      }
    }
    if pendingSpaces > 0 && width + pendingSpaces <= limit {
      end = glyphs.endIndex  // trailing spaces that fit are part of the text
      width += pendingSpaces
    }
    if end > start || result.count == emittedBefore { emit(start..<end, width) }
  }
}

// MARK: - Truncation

extension ShapedText {
  /// Keeps the first `count` visual lines; when text is cut, the last one kept shows as
  /// much of the rest of its line as fits in `limit - 1` columns, then "…".
  ///
  /// Cutting at grapheme boundaries (not words) matches what readers expect of a
  /// truncated label: `"Partly cloudy with…"` rather than `"Partly…"`.
  func truncated(_ visual: [VisualLine], toLines count: Int, width limit: Int) -> [VisualLine] {
    guard visual.count > count else { return visual }
    guard count > 0, limit > 0 else { return [] }
    var kept = Array(visual.prefix(count))
    let last = kept[count - 1]
    let glyphs = self.glyphs(ofLine: last.line)
    let lineStart = glyphs.startIndex
    var end = lineStart + last.range.lowerBound
    var width = 0
    while end < glyphs.endIndex && width + glyphs[end].width <= limit - 1 {
      width += glyphs[end].width
      end += 1
    }
    while end > lineStart + last.range.lowerBound && glyphs[end - 1].isSpace {
      end -= 1
      width -= 1
    }
    kept[count - 1] = VisualLine(
      line: last.line, range: last.range.lowerBound..<(end - lineStart), width: width + 1,
      isTruncated: true)
    return kept
  }
}
