extension Text {
  /// A part of a concatenated text and the style it was written in.
  ///
  /// Runs are kept as UTF-8 offsets into ``Text/content``: run `i` covers the bytes from
  /// the end of run `i - 1` up to its `end`, and the last run reaches the end of the
  /// content.
  struct Run: Hashable, Sendable {
    /// The UTF-8 offset one past the run's last byte.
    var end: Int
    /// The run's style, applied over the whole text's ``Text/style``.
    var style: Style
  }

  /// One text that draws `lhs` then `rhs`, each part in its own style: how a label
  /// styles a few words of a line, such as the key in `q Quit`, without a stack of
  /// texts that would wrap and truncate apart.
  ///
  /// Each part keeps the style it was given; a style applied to the result applies to
  /// both, under theirs, the way a modifier on a stack reaches the texts inside:
  /// `(Text("q").style(.key) + Text(" Quit")).dim()` draws `q` in the key's style
  /// and dimmed, and ` Quit` dimmed. The result wraps and truncates as one text, with
  /// `lhs`'s line limit and alignment.
  ///
  /// ```swift
  /// Text("-12°").foregroundColor(.brightBlue).bold() + Text(" feels like -19°")
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(concatenating: [lhs, rhs])
  }

  /// One text that draws `parts` one after another, each in its own style, as
  /// ``+(_:_:)`` does for two: how a view builds a line of many styled stretches (a bar
  /// of labelled parts) in one go, rather than by adding texts one at a time, which
  /// copies the string so far at every step. A picture drawn cell by cell (a map) is a
  /// ``GlyphGrid``, which shapes no string.
  ///
  /// The result has the first part's line limit and alignment; with no parts, it is
  /// empty.
  public init(concatenating parts: some Sequence<Text>) {
    self.init("")
    // Gathered here and stored once: appending to `runs` itself would copy the whole
    // array each time, through its getter and setter.
    var runs: [Run] = []
    var isFirst = true
    for part in parts {
      if isFirst {
        lineLimit = part.lineLimit
        alignment = part.alignment
        style = part.style
        isFirst = false
      }
      let offset = content.utf8.count
      content += part.content
      part.forEachStyledRun { run in
        Self.append(Run(end: offset + run.end, style: run.style), to: &runs)
      }
    }
    if runs.count <= 1 {  // every part in one style: a text of a single run
      style = runs.first?.style ?? style
    } else {
      self.runs = runs
      style = .plain
    }
  }

  /// Calls `body` with each of the text's runs, the whole text's style folded into each:
  /// what the text's parts look like once it is concatenated into another. A text in
  /// one style is one run, made on the spot rather than gathered into an array.
  private func forEachStyledRun(_ body: (Run) -> Void) {
    let runs = self.runs
    if runs.isEmpty { return body(Run(end: content.utf8.count, style: style)) }
    for run in runs { body(Run(end: run.end, style: style.applying(run.style))) }
  }

  /// Appends `run` to `runs`, extending the last run instead when both have the same
  /// style, and dropping it when it is empty.
  private static func append(_ run: Run, to runs: inout [Run]) {
    guard run.end > runs.last?.end ?? 0 else { return }
    if let last = runs.last, last.style == run.style {
      runs[runs.count - 1].end = run.end
    } else {
      runs.append(run)
    }
  }
}
