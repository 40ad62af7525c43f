extension LineDiff {
  /// The diff as unified-diff text, the format of `diff -u` and `git diff`.
  ///
  /// The text starts with `--- oldLabel` and `+++ newLabel`, then prints each hunk as a
  /// header `@@ -oldStart,oldCount +newStart,newCount @@` followed by its lines, prefixed
  /// " " (context), "-" (removed) or "+" (added). As in GNU diff, a count of 1 is left
  /// out (`@@ -5 +5 @@`), and a line that ends its text without a "\n" is followed by
  /// `\ No newline at end of file`.
  ///
  /// Every line's content, and each label, goes through `VisibleText.make(_:)`, so
  /// trailing whitespace and control characters show, and no character of a snapshot or
  /// a path can drive the terminal.
  ///
  /// ```text
  /// --- golden
  /// +++ actual
  /// @@ -4,7 +4,7 @@
  ///  line 4
  ///  line 5
  ///  line 6
  /// -line 7
  /// +line 7·
  ///  line 8
  ///  line 9
  ///  line 10
  /// ```
  ///
  /// - Parameters:
  ///   - oldLabel: The name of the old text, such as the golden file's path.
  ///   - newLabel: The name of the new text.
  ///   - hunkLimit: The most hunks to print, or `nil` for all. When hunks are left out,
  ///     one last line says how many: `… 3 more hunks not shown`. A long diff in a CI
  ///     log buries the test's other failures; the first hunks usually tell the story.
  ///   - colored: Whether to add ANSI colour: bold `---`/`+++` lines, cyan `@@` headers,
  ///     red removed and green added lines, each reset at its end. When `false`, the text
  ///     contains no escape byte at all, for logs and files that show escapes raw.
  /// - Returns: The diff, each line ending in "\n"; "" when the diff is empty.
  public func unified(
    oldLabel: String, newLabel: String, hunkLimit: Int? = nil, colored: Bool = false
  ) -> String {
    guard !isEmpty else { return "" }
    let style = UnifiedStyle(colored: colored)
    var text = ""
    text += style.paint("--- \(VisibleText.make(oldLabel))", .bold)
    text += style.paint("+++ \(VisibleText.make(newLabel))", .bold)

    let shown = min(hunks.count, max(0, hunkLimit ?? hunks.count))
    for hunk in hunks.prefix(shown) {
      text += unified(hunk, style: style)
    }

    let hidden = hunks.count - shown
    if hidden > 0 {
      text += "… \(hidden) more \(hidden == 1 ? "hunk" : "hunks") not shown\n"
    }
    return text
  }

  /// One hunk: its header, then its lines, with the no-newline marker after the line
  /// that ends a text without "\n".
  private func unified(_ hunk: Hunk, style: UnifiedStyle) -> String {
    let oldRange = Self.unifiedRange(start: hunk.oldStart, count: hunk.oldCount)
    let newRange = Self.unifiedRange(start: hunk.newStart, count: hunk.newCount)
    var text = style.paint("@@ -\(oldRange) +\(newRange) @@", .cyan)

    var oldSeen = 0
    var newSeen = 0
    for line in hunk.lines {
      // A context line is on both sides; if it ends one text without "\n" it ends the
      // other too (the lines are equal), so the marker is printed once either way.
      let endsOld: Bool
      let endsNew: Bool
      switch line {
      case .context(let content):
        text += " \(VisibleText.make(content))\n"
        oldSeen += 1
        newSeen += 1
        endsOld = oldSeen == hunk.oldCount
        endsNew = newSeen == hunk.newCount
      case .removed(let content):
        text += style.paint("-\(VisibleText.make(content))", .red)
        oldSeen += 1
        endsOld = oldSeen == hunk.oldCount
        endsNew = false
      case .added(let content):
        text += style.paint("+\(VisibleText.make(content))", .green)
        newSeen += 1
        endsOld = false
        endsNew = newSeen == hunk.newCount
      }
      if (endsOld && hunk.oldEndsWithoutNewline) || (endsNew && hunk.newEndsWithoutNewline) {
        text += "\\ No newline at end of file\n"
      }
    }
    return text
  }

  /// GNU's form of a range in a hunk header: `start,count`, or just `start` when the
  /// count is 1.
  static func unifiedRange(start: Int, count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}

// MARK: - Colour

/// The ANSI colours of a unified diff, or none.
private struct UnifiedStyle {
  enum Colour: String {
    case bold = "\u{1B}[1m"
    case red = "\u{1B}[31m"
    case green = "\u{1B}[32m"
    case cyan = "\u{1B}[36m"
  }

  var colored: Bool

  /// `line` ending in "\n", wrapped in `colour` and a reset when colouring.
  func paint(_ line: String, _ colour: Colour) -> String {
    colored ? "\(colour.rawValue)\(line)\u{1B}[0m\n" : "\(line)\n"
  }
}
