/// A string, wrapped and truncated to fit.
///
/// Text wraps between words and breaks a word that is wider than a whole line between
/// graphemes. When there is not room for every line (see ``lineLimit(_:)``, or a short
/// proposed height), the last line shown ends in "…". Controls, tabs and stray
/// zero-width characters are made safe before layout (see `ShapedText`), so any string
/// can be displayed.
///
/// Sizing: offered no width, a text asks for its longest line; offered a width, it
/// wraps to it and takes the width of its widest line; it always takes at least one
/// line of height when it has anything to show, even if offered less. An empty string
/// takes no space.
///
/// ```swift
/// Text("Partly cloudy with a chance of showers").lineLimit(2)
/// ```
public struct Text: View {
  /// The text shown.
  public var content: String
  /// The most lines shown, or `nil` for no limit.
  public var lineLimit: Int?
  /// How lines narrower than the text sit within it.
  public var alignment: HorizontalAlignment = .leading
  /// The style of the text's glyphs, applied over the enclosing views' (see ``style(_:)``).
  public var style = Style.plain
  /// The parts of a text made by concatenation (see ``+(_:_:)``), each with its own
  /// style; empty for a text in one style.
  var runs: [Run] {
    get { concatenatedRuns ?? [] }
    set { concatenatedRuns = newValue.isEmpty ? nil : newValue }
  }
  /// The runs, `nil` rather than empty for a text in one style: copying a text (which
  /// the engine does for every label it keeps) then costs no reference count for them.
  private var concatenatedRuns: [Run]?

  /// Creates a text view.
  public init(_ content: String) {
    self.content = content
  }

  /// Creates a text view from any value's description, such as a number.
  public init(_ value: some CustomStringConvertible) {
    self.content = value.description
  }

  /// Limits the text to `limit` lines (at least one); the last line shown ends in "…"
  /// when text is cut.
  public func lineLimit(_ limit: Int?) -> Text {
    var text = self
    text.lineLimit = limit.map { max(1, $0) }
    return text
  }

  /// Aligns the lines of a wrapped text.
  public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> Text {
    var text = self
    text.alignment = alignment
    return text
  }

  /// Texts are equal when their contents are the same *bytes*.
  ///
  /// `String ==` treats canonically equivalent strings as equal ("é" == "e\u{301}"),
  /// but they draw different cells; a renderer that reused one for the other would show
  /// stale text.
  ///
  /// Native strings keep their UTF-8 contiguous, so the usual case is a length check and
  /// one comparison of two buffers, not a byte-by-byte walk through `String.UTF8View`.
  public static func == (lhs: Text, rhs: Text) -> Bool {
    guard
      lhs.lineLimit == rhs.lineLimit && lhs.alignment == rhs.alignment && lhs.style == rhs.style
        && lhs.concatenatedRuns == rhs.concatenatedRuns
    else { return false }
    let left = lhs.content.utf8
    let right = rhs.content.utf8
    guard left.count == right.count else { return false }
    let contiguous = left.withContiguousStorageIfAvailable { leftBytes in
      right.withContiguousStorageIfAvailable { rightBytes in
        UnsafeRawBufferPointer(leftBytes).hasSameBytes(as: UnsafeRawBufferPointer(rightBytes))
      }
    }
    if let contiguous, let equal = contiguous { return equal }
    return left.elementsEqual(right)
  }

  /// `Never`: a text is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: a text has no children; its layout shapes the string once and keeps
  /// its wraps per width while the text is unchanged.
  @MainActor public static func _resolve(_ view: Text, children: inout _ChildList) -> _Layout {
    _Layout(TextLayout(view))
  }
}

extension UnsafeRawBufferPointer {
  /// Whether `other`, of the same count, holds the same bytes: eight at a time, then
  /// the rest one by one. (`elementsEqual` walks them one by one through iterators.)
  fileprivate func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset + 8 <= count {
      guard
        loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard self[offset] == other[offset] else { return false }
      offset += 1
    }
    return true
  }
}

/// Wraps, truncates and draws a ``Text``; shapes the string once and wraps it once per
/// width.
///
/// Stacks measure a text at several proposals that share a width (its minimum, its
/// maximum, its share, then its final size), so wraps are kept per width for as long as
/// the text is unchanged.
///
/// The text is shaped when it is first measured: some texts are resolved and never
/// measured (the columns a ``TruncatingHStack`` cuts off). Measuring reads `metrics`
/// first, which shapes the text; everything else reads the shaped text afterwards, in
/// place, a field at a time (a lazy property or a getter would hand out a copy of it at
/// each read, a reference count per array). Measuring, which stacks ask for about ten
/// times a text, reads the few numbers it needs from `metrics` and the kept wraps.
final class TextLayout: NodeLayout {
  let text: Text
  /// The shaped text, once `metrics` has been read; until then, the shape of nothing.
  @exclusivity(unchecked) private var shaped = ShapedText()
  /// What measuring reads of the shaped text, kept beside it; reading it first shapes
  /// the text.
  private lazy var metrics: Metrics = {
    shaped = ShapedText(text.content, runEnds: text.runs.map(\.end))
    return Metrics(shaped)
  }()
  /// The first width wrapped (nearly always the only one), kept inline; then the others.
  @exclusivity(unchecked) private var firstWrap: (width: Int, lines: [VisualLine])?
  @exclusivity(unchecked) private var otherWraps: [(width: Int, lines: [VisualLine])] = []

  init(_ text: Text) {
    self.text = text
  }

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    if let width = wholeLineWidth(for: proposal) { return Size(width: width, height: 1) }
    let lines = visibleLines(for: proposal)
    let width = lines.reduce(0) { max($0, $1.width) }
    return Size(width: min(width, proposal.width ?? width), height: lines.count)
  }

  /// The height offered matters only when it cuts lines, and a width of at least the
  /// widest line only when lines are cut (the "…" then takes a column): so a one-line
  /// text answers its minimum, maximum and share probes in a stack from one measurement.
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    equivalentProposal(to: proposal, of: node)
  }

  func equivalentProposal<N: LayoutNode>(to proposal: ProposedSize, of node: N) -> ProposedSize {
    let width = proposal.width ?? ProposedSize.unlimited
    guard width > 0, !metrics.isEmpty else { return ProposedSize(width: 0, height: nil) }
    let limit = min(text.lineLimit ?? .max, proposal.height.map { max(1, $0) } ?? .max)
    if width >= metrics.maxLineWidth && metrics.lineCount <= limit { return .unspecified }
    guard wrapped(toWidth: width).count <= limit else { return proposal }
    return ProposedSize(width: proposal.width, height: nil)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    guard text.style == .plain else {
      return canvas.withStyle(text.style) { canvas in
        drawLines(in: &canvas, size: size, proposal: proposal)
      }
    }
    drawLines(in: &canvas, size: size, proposal: proposal)
  }

  private func drawLines(in canvas: inout Canvas, size: Size, proposal: ProposedSize) {
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

  func layoutPriority(of node: Node) -> Double { 0 }

  /// The width of a one-line text's only line when `proposal` leaves room for all of
  /// it, or `nil`: the whole line is then its one visible line, exactly as wrapping
  /// (nothing breaks) and cutting (nothing is cut) would give it. Nearly every text is
  /// one line that fits, so measuring and drawing it neither wrap it nor keep the
  /// wrap's array of lines.
  private func wholeLineWidth(for proposal: ProposedSize) -> Int? {
    let width = proposal.width ?? ProposedSize.unlimited
    guard metrics.lineCount == 1, !metrics.isEmpty, width > 0, width >= metrics.maxLineWidth,
      (text.lineLimit ?? 1) >= 1
    else { return nil }
    return metrics.maxLineWidth
  }

  /// The lines shown when offered `proposal`.
  private func visibleLines(for proposal: ProposedSize) -> [VisualLine] {
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
  private func wrapped(toWidth width: Int) -> [VisualLine] {
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
