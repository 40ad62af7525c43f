/// Which cells of a frame a screen update draws in reverse video.
///
/// `stratus run --highlight-updates` marks the regions that re-rendered in a pass, so a
/// learner can watch Equatable gating work. The mask is one flag per cell, so that
/// comparing this pass's highlight with the previous one is as cheap as comparing cells.
struct HighlightMask: Equatable, Sendable {
  /// One flag per cell, row-major; empty when nothing is highlighted, the usual case.
  private var flags: [Bool] = []

  /// A mask that highlights nothing.
  init() {}

  /// The cells of `frame` inside any of `rects`, clipped to the frame.
  ///
  /// A wide glyph is drawn by its lead cell for both of its columns, so it cannot be
  /// half highlighted: if either column is inside a rectangle, both count as highlighted.
  init(_ rects: [Rect], in frame: Frame) {
    let visible = rects.map { $0.intersection(frame.bounds) }.filter { !$0.isEmpty }
    guard !visible.isEmpty else { return }
    flags = Array(repeating: false, count: frame.width * frame.height)
    for rect in visible {
      for y in rect.minY..<rect.maxY {
        let rowStart = y * frame.width
        for x in rect.minX..<rect.maxX { flags[rowStart + x] = true }
      }
    }
    for index in frame.cells.indices
    where frame.cells[index].isContinuation && index % frame.width != 0 {
      let isHighlighted = flags[index - 1] || flags[index]
      flags[index - 1] = isHighlighted
      flags[index] = isHighlighted
    }
  }

  /// Whether nothing is highlighted.
  var isEmpty: Bool { flags.isEmpty }

  /// Whether the cell at `index` (row-major) is highlighted.
  subscript(index: Int) -> Bool {
    flags.isEmpty ? false : flags[index]
  }
}
