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

/// A ``Text``'s layout in the retained engine: a node's existential layout around the
/// text's ``TextLines``, which do the work (the store keeps `TextLines` as they are, in
/// one of its columns, with no object per text).
final class TextLayout: NodeLayout {
  let text: Text
  @exclusivity(unchecked) private var lines: TextLines

  init(_ text: Text) {
    self.text = text
    lines = TextLines(text)
  }

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    lines.sizeThatFits(proposal)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    lines.sizeThatFits(proposal)
  }

  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    lines.equivalentProposal(to: proposal)
  }

  func equivalentProposal<N: LayoutNode>(to proposal: ProposedSize, of node: N) -> ProposedSize {
    lines.equivalentProposal(to: proposal)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    lines.draw(in: &canvas, size: size, proposal: proposal)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    lines.draw(in: &canvas, size: size, proposal: proposal)
  }

  func layoutPriority(of node: Node) -> Double { 0 }
}
