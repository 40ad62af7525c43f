/// The pen of each style in a frame's style table, for one ``ColorSupport``: worked out
/// once per update, so that drawing and comparing cells is a lookup by style index.
struct PenTable {
  /// The pens, by style index.
  private let pens: [Pen]

  /// The pens of `styles`, drawn with `colors`.
  fileprivate init(_ styles: [Style], colors: ColorSupport) {
    pens = styles.map(colors.pen(for:))
  }

  /// A frame without styles: every index is plain's, 0, whose pen is the default.
  fileprivate static let plain = PenTable([.plain], colors: .none)

  /// The pen of the style at `index`.
  subscript(index: UInt16) -> Pen {
    pens[Int(index)]
  }
}

extension ColorSupport {
  /// The pen of each of `frame`'s styles; no work for a frame without styles.
  func pens(of frame: Frame) -> PenTable {
    frame.styles.isPlain ? .plain : PenTable(frame.styles.table, colors: self)
  }
}
