#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The styles of a ``Frame``'s cells: each distinct style stored once, and one small
/// index into that table per cell, the way ``GraphemePool`` stores clusters.
///
/// Cells stay four bytes and styles live beside them, two bytes a cell, so a frame is
/// still flat integers that compare with `memcmp`. A frame no view styled never
/// allocates the indices at all: styles cost nothing where they are absent.
struct StylePlane: Sendable {
  /// The distinct styles, in the order first used; entry 0 is ``Style/plain``.
  private(set) var table: [Style] = [.plain]
  private var indexByStyle: [Style: UInt16] = [.plain: 0]
  /// One index into ``table`` per cell, row-major; empty while every cell is plain.
  private(set) var indices: [UInt16] = []
  /// The style asked for last and its index: texts drawn one after another mostly share
  /// a style, and comparing two styles costs less than hashing one.
  private var lastInterned: (style: Style, index: UInt16) = (.plain, 0)

  /// The most styles a frame holds at once. A frame wider than any terminal with every
  /// cell in a colour of its own could ask for more; the cells past the limit are drawn
  /// plain rather than the frame growing without bound.
  static let capacity = Int(UInt16.max) + 1

  /// Whether no cell was ever given a style.
  var isPlain: Bool { indices.isEmpty }

  /// The index of `style` (normalised), adding it if it is new.
  ///
  /// When the table is full, the styles no cell uses any more are dropped first (a frame
  /// reused pass after pass keeps every style it was ever drawn in); if every one is in
  /// use, the answer is plain's index, 0.
  mutating func intern(_ style: Style) -> UInt16 {
    if style == lastInterned.style { return lastInterned.index }
    let index = lookUpOrAdd(style)
    lastInterned = (style, index)
    return index
  }

  private mutating func lookUpOrAdd(_ style: Style) -> UInt16 {
    let style = style.normalized
    if let index = indexByStyle[style] { return index }
    if table.count == Self.capacity { dropUnusedStyles() }
    guard table.count < Self.capacity else { return 0 }
    table.append(style)
    let index = UInt16(table.count - 1)
    indexByStyle[style] = index
    return index
  }

  /// The style index of cell `index`.
  subscript(cell index: Int) -> UInt16 {
    indices.isEmpty ? 0 : indices[index]
  }

  /// The style of cell `index`.
  func style(ofCell index: Int) -> Style {
    table[Int(self[cell: index])]
  }

  /// Gives cell `index` of a frame of `cellCount` cells the style at `styleIndex`.
  mutating func set(_ styleIndex: UInt16, cell index: Int, cellCount: Int) {
    if indices.isEmpty {
      guard styleIndex != 0 else { return }
      indices = Array(repeating: 0, count: cellCount)
    }
    indices[index] = styleIndex
  }

  /// Makes the cells in `range` plain.
  mutating func clear(cells range: Range<Int>) {
    guard !indices.isEmpty else { return }
    indices.replaceSubrange(range, with: repeatElement(0, count: range.count))
  }

  /// Rebuilds the table with only the styles some cell uses, renumbering the cells.
  private mutating func dropUnusedStyles() {
    var renumbered = [UInt16](repeating: 0, count: table.count)
    var kept: [Style] = [.plain]
    for index in Set(indices) where index != 0 {
      renumbered[Int(index)] = UInt16(kept.count)
      kept.append(table[Int(index)])
    }
    table = kept
    lastInterned = (.plain, 0)
    indexByStyle = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, UInt16($0)) })
    for index in indices.indices { indices[index] = renumbered[Int(indices[index])] }
  }
}

extension StylePlane {
  /// Whether every one of `cellCount` cells has the same style in both planes.
  ///
  /// Usually one `memcmp`: a frame drawn pass after pass keeps one table, so two of its
  /// frames number their styles alike. Planes whose tables differ (a frame drawn by
  /// another renderer, or read from a snapshot) are compared style by style.
  static func sameStyles(_ lhs: StylePlane, _ rhs: StylePlane, cellCount: Int) -> Bool {
    if lhs.indices.isEmpty && rhs.indices.isEmpty { return true }
    if lhs.table == rhs.table, lhs.indices.count == rhs.indices.count {
      return lhs.indices.withUnsafeBytes { left in
        rhs.indices.withUnsafeBytes { right in
          left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
        }
      }
    }
    for index in 0..<cellCount where lhs.style(ofCell: index) != rhs.style(ofCell: index) {
      return false
    }
    return true
  }
}
