/// The line style of a ``View/border(_:title:)``.
public enum BorderStyle: Hashable, Sendable {
  /// `┌─┐ │ └─┘`
  case single
  /// `╭─╮ │ ╰─╯`
  case rounded
  /// `╔═╗ ║ ╚═╝`
  case double
  /// `┏━┓ ┃ ┗━┛`
  case heavy
  /// `+-+ | +-+`: for terminals without box-drawing characters.
  case ascii

  /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
  var characters: [UInt32] {
    switch self {
    case .single: [0x250C, 0x2510, 0x2514, 0x2518, 0x2500, 0x2502]
    case .rounded: [0x256D, 0x256E, 0x2570, 0x256F, 0x2500, 0x2502]
    case .double: [0x2554, 0x2557, 0x255A, 0x255D, 0x2550, 0x2551]
    case .heavy: [0x250F, 0x2513, 0x2517, 0x251B, 0x2501, 0x2503]
    case .ascii: [0x2B, 0x2B, 0x2B, 0x2B, 0x2D, 0x7C]
    }
  }
}

/// A view inside a box of lines; see ``View/border(_:title:)``.
public struct Bordered<Content: View>: View {
  /// The boxed view.
  public var content: Content
  /// The line style.
  public var style: BorderStyle
  /// A title set into the top edge, if any.
  public var title: String?
  /// How the lines and the title are drawn, over the enclosing views' style; the content
  /// keeps its own.
  public var lineStyle = Style.plain

  /// Titles are compared by bytes, like ``Text``.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.content == rhs.content && lhs.style == rhs.style && lhs.lineStyle == rhs.lineStyle
      && lhs.title?.utf8.elementsEqual(rhs.title?.utf8 ?? "".utf8) ?? (rhs.title == nil)
  }

  /// `Never`: a bordered view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: lays the content out one cell inside the box, then draws the lines and
  /// the title over that outer ring.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(
      BorderLayout(
        style: view.style, title: view.title.map(ShapedText.init), lineStyle: view.lineStyle))
  }
}

extension View {
  /// Draws a box around the view, one cell outside it on every side, with an optional
  /// title in the top edge: `╭─ Now ───╮`.
  ///
  /// A title too long for the edge is truncated with "…"; one that cannot fit at all is
  /// left out.
  public func border(_ style: BorderStyle = .single, title: String? = nil) -> Bordered<Self> {
    Bordered(content: self, style: style, title: title)
  }

  /// Draws a box around the view as ``border(_:title:)`` does, its lines and title in
  /// `lineStyle`, while the content keeps its own style: a box that takes a role
  /// (`.border(.rounded, title: "Alerts", lineStyle: .alertWarning)`) without
  /// restyling what it holds.
  public func border(
    _ style: BorderStyle = .single, title: String? = nil, lineStyle: Style
  ) -> Bordered<Self> {
    Bordered(content: self, style: style, title: title, lineStyle: lineStyle)
  }
}

struct BorderLayout: NodeLayout {
  var style: BorderStyle
  var title: ShapedText?
  var lineStyle = Style.plain
  private let padding = PaddingLayout(insets: EdgeInsets(.all, 1))

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    padding.sizeThatFits(proposal, of: node)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    padding.draw(in: &canvas, size: size, proposal: proposal, of: node)
    guard size.width > 0, size.height > 0 else { return }
    guard lineStyle == .plain else {
      return canvas.withStyle(lineStyle) { canvas in drawBox(in: &canvas, size: size) }
    }
    drawBox(in: &canvas, size: size)
  }

  /// Draws the lines, the corners and the title in the current style.
  private func drawBox(in canvas: inout Canvas, size: Size) {
    let box = style.characters.map { Glyph(code: $0, width: 1) }
    let right = size.width - 1
    let bottom = size.height - 1
    canvas.fill(Rect(x: 1, y: 0, width: right - 1, height: 1), with: box[4])
    canvas.fill(Rect(x: 1, y: bottom, width: right - 1, height: 1), with: box[4])
    canvas.fill(Rect(x: 0, y: 1, width: 1, height: bottom - 1), with: box[5])
    canvas.fill(Rect(x: right, y: 1, width: 1, height: bottom - 1), with: box[5])
    canvas.put(box[0], clusters: [], x: 0, y: 0)
    canvas.put(box[1], clusters: [], x: right, y: 0)
    canvas.put(box[2], clusters: [], x: 0, y: bottom)
    canvas.put(box[3], clusters: [], x: right, y: bottom)
    if let title { drawTitle(title, in: &canvas, width: size.width) }
  }

  /// Sets the title into the top edge as `─ Title ` after the corner, keeping at least
  /// one line cell before the closing corner.
  private func drawTitle(_ title: ShapedText, in canvas: inout Canvas, width: Int) {
    let room = width - 5  // corner, line, space … space, corner
    guard room > 0, !title.isEmpty else { return }
    let lines = title.truncated(title.wrapped(toWidth: room), toLines: 1, width: room)
    guard let line = lines.first, line.width <= room else { return }
    canvas.put(.space, clusters: [], x: 2, y: 0)
    var x = 3
    for glyph in title.glyphs(of: line) {
      canvas.put(glyph, clusters: title.clusters, x: x, y: 0)
      x += glyph.width
    }
    if line.isTruncated {
      canvas.put(canvas.truncationMark, clusters: [], x: x, y: 0)
      x += 1
    }
    canvas.put(.space, clusters: [], x: x, y: 0)
  }
}
