/// A ``Text``'s lines: wraps, truncates and draws the text; shapes the string once and
/// wraps it once per width. A value, read and changed in place by whichever engine holds
/// it (a retained node's ``TextLayout``, or a column of the store).
///
/// Stacks measure a text at several proposals that share a width (its minimum, its
/// maximum, its share, then its final size), so wraps are kept per width for as long as
/// the text is unchanged.
///
/// The text is shaped when it is first measured: some texts are resolved and never
/// measured (the columns a ``TruncatingHStack`` cuts off). Measuring reads `metrics`
/// first, which shapes the text; everything else reads the shaped text afterwards, in
/// place, a field at a time. Measuring, which stacks ask for about ten times a text,
/// reads the few numbers it needs from `metrics` and the kept wraps.
struct TextLines {
  let text: Text
  /// The shaped text, once `metrics` has been read; until then, the shape of nothing.
  private var shaped = ShapedText()
  /// What measuring reads of the shaped text, once it is shaped.
  private var shapedMetrics: Metrics?
  /// The first width wrapped (nearly always the only one), kept inline; then the others.
  private var firstWrap: (width: Int, lines: [VisualLine])?
  private var otherWraps: [(width: Int, lines: [VisualLine])] = []

  /// Storage another text gave back, to shape this one into (see ``init(_:buffer:)``).
  private var spareGlyphs: [Glyph]

  /// The lines of `text`, whose glyphs will go into `buffer` (emptied first): a store
  /// hands its texts the buffers of the last pass's, so that drawing again allocates
  /// none for them.
  init(_ text: Text, buffer: consuming [Glyph] = []) {
    self.text = text
    spareGlyphs = consume buffer
  }

  /// Gives the storage of the glyphs up, to shape another text into.
  mutating func takeGlyphBuffer() -> [Glyph] {
    guard shapedMetrics != nil else {
      defer { spareGlyphs = [] }
      return spareGlyphs
    }
    return shaped.takeGlyphBuffer()
  }

  /// What measuring reads of the shaped text; reading it first shapes the text.
  private var metrics: Metrics {
    mutating get {
      if let shapedMetrics { return shapedMetrics }
      var buffer: [Glyph] = []
      swap(&buffer, &spareGlyphs)  // so the buffer is unique while the shaping fills it
      shaped = ShapedText(text.content, runEnds: text.runs.map(\.end), buffer: consume buffer)
      let metrics = Metrics(shaped)
      shapedMetrics = metrics
      return metrics
    }
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let width = wholeLineWidth(for: proposal) { return Size(width: width, height: 1) }
    let lines = visibleLines(for: proposal)
    let width = lines.reduce(0) { max($0, $1.width) }
    return Size(width: min(width, proposal.width ?? width), height: lines.count)
  }

  /// The height offered matters only when it cuts lines, and a width of at least the
  /// widest line only when lines are cut (the "…" then takes a column): so a one-line
  /// text answers its minimum, maximum and share probes in a stack from one measurement.
  mutating func equivalentProposal(to proposal: ProposedSize) -> ProposedSize {
    let width = proposal.width ?? ProposedSize.unlimited
    guard width > 0, !metrics.isEmpty else { return ProposedSize(width: 0, height: nil) }
    let limit = min(text.lineLimit ?? .max, proposal.height.map { max(1, $0) } ?? .max)
    if width >= metrics.maxLineWidth && metrics.lineCount <= limit { return .unspecified }
    guard wrapped(toWidth: width).count <= limit else { return proposal }
    return ProposedSize(width: proposal.width, height: nil)
  }

  mutating func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize) {
    guard text.style == .plain else {
      return canvas.withStyle(text.style) { canvas in
        drawLines(in: &canvas, size: size, proposal: proposal)
      }
    }
    drawLines(in: &canvas, size: size, proposal: proposal)
  }

  private mutating func drawLines(in canvas: inout Canvas, size: Size, proposal: ProposedSize) {
    if let width = wholeLineWidth(for: proposal) {
      let whole = VisualLine(line: 0, range: 0..<shaped.range(ofLine: 0).count, width: width)
      return draw(whole, row: 0, in: &canvas, size: size)
    }
    for (row, line) in visibleLines(for: proposal).enumerated() {
      draw(line, row: row, in: &canvas, size: size)
    }
  }

  private func draw(_ line: VisualLine, row: Int, in canvas: inout Canvas, size: Size) {
    var x = text.alignment.offset(placing: line.width, in: size.width)
    // A line's width is its glyphs' and its "…"'s: no need to go through them to count.
    if canvas.countsInstead(ofPutting: line.width, x: x, y: row) { return }
    if shaped.runs.isEmpty {
      drawGlyphs(shaped.glyphs(of: line), in: &canvas, x: &x, y: row)
    } else {
      drawRuns(of: line, in: &canvas, x: &x, y: row)
    }
    if line.isTruncated { canvas.put(canvas.truncationMark, clusters: [], x: x, y: row) }
  }

  /// Draws a visual line of a concatenated text: each stretch of glyphs from one run in
  /// that run's style.
  private func drawRuns(of line: VisualLine, in canvas: inout Canvas, x: inout Int, y: Int) {
    let glyphs = shaped.glyphs(of: line)  // indexed as `shaped.runs` is
    var start = glyphs.startIndex
    while start < glyphs.endIndex {
      let run = shaped.runs[start]
      var end = start + 1
      while end < glyphs.endIndex && shaped.runs[end] == run { end += 1 }
      canvas.withStyle(text.runs[Int(run)].style) { canvas in
        drawGlyphs(glyphs[start..<end], in: &canvas, x: &x, y: y)
      }
      start = end
    }
  }

  private func drawGlyphs(
    _ glyphs: ArraySlice<Glyph>, in canvas: inout Canvas, x: inout Int, y: Int
  ) {
    let clusters = shaped.clusters  // one reference count for the line, not one a glyph
    for glyph in glyphs {
      canvas.put(glyph, clusters: clusters, x: x, y: y)
      x += glyph.width
    }
  }

  /// The width of a one-line text's only line when `proposal` leaves room for all of
  /// it, or `nil`: the whole line is then its one visible line, exactly as wrapping
  /// (nothing breaks) and cutting (nothing is cut) would give it. Nearly every text is
  /// one line that fits, so measuring and drawing it neither wrap it nor keep the
  /// wrap's array of lines.
  private mutating func wholeLineWidth(for proposal: ProposedSize) -> Int? {
    let width = proposal.width ?? ProposedSize.unlimited
    guard metrics.lineCount == 1, !metrics.isEmpty, width > 0, width >= metrics.maxLineWidth,
      (text.lineLimit ?? 1) >= 1
    else { return nil }
    return metrics.maxLineWidth
  }

  /// The lines shown when offered `proposal`.
  private mutating func visibleLines(for proposal: ProposedSize) -> [VisualLine] {
    let width = proposal.width ?? ProposedSize.unlimited
    guard width > 0, !metrics.isEmpty else { return [] }
    let lines = wrapped(toWidth: width)
    var limit = text.lineLimit ?? Int.max
    if let height = proposal.height { limit = min(limit, max(1, height)) }
    guard lines.count > limit else { return lines }
    return shaped.truncated(lines, toLines: limit, width: width)
  }

  /// The lines wrapped to `width`. Every width of at least the widest line wraps
  /// alike, since nothing breaks, so they share one wrap: a text a stack measures
  /// unlimited, then draws at the wider share it was given, wraps once.
  private mutating func wrapped(toWidth width: Int) -> [VisualLine] {
    let width = min(width, metrics.maxLineWidth)
    if let wrap = firstWrap, wrap.width == width { return wrap.lines }
    for wrap in otherWraps where wrap.width == width { return wrap.lines }
    let lines = shaped.wrapped(toWidth: width)
    if firstWrap == nil { firstWrap = (width, lines) } else { otherWraps.append((width, lines)) }
    return lines
  }

  /// What measuring reads of a shaped text: its widest line, its number of lines and
  /// whether it draws anything.
  private struct Metrics {
    var maxLineWidth: Int
    var lineCount: Int
    var isEmpty: Bool

    init(_ shaped: ShapedText) {
      (maxLineWidth, lineCount, isEmpty) = (shaped.maxLineWidth, shaped.lineCount, shaped.isEmpty)
    }
  }
}
