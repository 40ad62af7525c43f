/// Two traces or texts compared line by line with ``LineDiff``, laid out side by side.
///
/// Both sides get the same number of lines: where a change removes more lines than it
/// adds (or the reverse), the shorter side gets blank filler lines, so an unchanged line
/// always sits level with itself on the other side.
struct TextComparison {
  /// One line of one side: its text and whether it changed, or filler (`text` `nil`).
  struct Line: Equatable {
    /// The line's text; `nil` for a filler line that keeps the sides aligned.
    var text: String?
    /// Whether the line was removed (old side) or added (new side).
    var isChanged: Bool
  }

  /// The golden's lines, with filler.
  private(set) var old: [Line] = []
  /// The new lines, with filler.
  private(set) var new: [Line] = []
  /// How many lines were removed from the golden.
  private(set) var removedCount = 0
  /// How many lines were added.
  private(set) var addedCount = 0

  /// The comparison of the golden's rows `old` with the new rows `new`.
  init(old oldRows: [Substring], new newRows: [Substring]) {
    // A context as long as both texts puts every line into a single hunk, so the hunk's
    // lines are the whole of both texts in order.
    let diff = LineDiff(
      old: Self.text(oldRows), new: Self.text(newRows), context: oldRows.count + newRows.count)
    guard !diff.isEmpty else {
      old = oldRows.map { Line(text: String($0), isChanged: false) }
      new = old
      return
    }
    var removed: [String] = []
    var added: [String] = []
    for line in diff.hunks.flatMap(\.lines) {
      switch line {
      case .context(let text):
        append(removed: &removed, added: &added)
        old.append(Line(text: text, isChanged: false))
        new.append(Line(text: text, isChanged: false))
      case .removed(let text): removed.append(text)
      case .added(let text): added.append(text)
      }
    }
    append(removed: &removed, added: &added)
  }

  /// Appends one change, its removed lines on the old side and its added lines on the
  /// new side, padding the shorter side with filler; then empties both.
  private mutating func append(removed: inout [String], added: inout [String]) {
    let height = max(removed.count, added.count)
    old += removed.map { Line(text: $0, isChanged: true) }
    new += added.map { Line(text: $0, isChanged: true) }
    old += Array(repeating: Line(text: nil, isChanged: false), count: height - removed.count)
    new += Array(repeating: Line(text: nil, isChanged: false), count: height - added.count)
    removedCount += removed.count
    addedCount += added.count
    removed = []
    added = []
  }

  /// The inside of a `<pre>` for `side`: one line per line, changed lines marked with
  /// ``ReportSide/mark(_:title:)`` and filler as an empty `<span class="filler">`.
  func lines(side: ReportSide) -> String {
    (side == .old ? old : new).map { line in
      guard let text = line.text else { return "<span class=\"filler\"></span>" }
      return line.isChanged ? side.mark(HTMLText.escaped(text)) : HTMLText.escaped(text)
    }.joined(separator: "\n")
  }

  /// The rows as one text for ``LineDiff``: every row ends in "\n".
  private static func text(_ rows: [Substring]) -> String {
    rows.map { $0 + "\n" }.joined()
  }
}
