#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Frames compare by the bytes they draw, never by `String ==`, and by their cells' styles.
///
/// The fast path is one `memcmp` over the cell buffers. Two frames can draw the same
/// clusters under different pool indices (they were written in another order), so when
/// the buffers differ and either frame pools clusters, a cell-by-cell pass compares the
/// pooled clusters' UTF-8 bytes.
extension Frame: Equatable {
  /// Whether two frames have the same size and draw the same bytes in every cell, in
  /// the same style.
  ///
  /// A frame that draws a precomposed "é" differs from one that draws "e" + U+0301,
  /// although `String ==` calls the two texts equal: a snapshot or a terminal update
  /// must see that the cells changed.
  ///
  /// - Complexity: O(cells), usually one `memcmp`.
  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height,
      StylePlane.sameStyles(lhs.styles, rhs.styles, cellCount: lhs.cells.count)
    else { return false }
    let sameCells = lhs.cells.withUnsafeBytes { left in
      rhs.cells.withUnsafeBytes { right in
        left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
    if sameCells && lhs.pool == rhs.pool { return true }
    if !sameCells && lhs.pool.isEmpty && rhs.pool.isEmpty { return false }
    return lhs.cellsDrawSameBytes(as: rhs)
  }

  /// The slow path: compares cell by cell, resolving pooled clusters to their bytes.
  private func cellsDrawSameBytes(as other: Frame) -> Bool {
    for index in cells.indices {
      let mine = cells[index]
      let theirs = other.cells[index]
      if mine.isPooled || theirs.isPooled {
        guard mine.isPooled, theirs.isPooled,
          pool[mine.clusterIndex] == other.pool[theirs.clusterIndex]
        else { return false }
      } else if mine != theirs {
        return false
      }
    }
    return true
  }
}
