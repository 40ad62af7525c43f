/// A set of frame rows, kept as sorted runs: the rows a pass must paint again.
///
/// A pass marks the rows of each view whose cells may have changed, usually a handful
/// of runs, so a sorted array of disjoint ranges is both small and quick to merge into.
/// Rows, not rectangles: painting whole rows is always right, because every write a
/// view makes is confined to one row, while painting part of a row could cut a wide
/// glyph at the edge of the part.
struct RowSet: Equatable {
  /// The runs of rows, sorted, disjoint and not touching.
  private(set) var runs: [Range<Int>] = []

  var isEmpty: Bool { runs.isEmpty }

  /// Adds `rows`, merging it with the runs it overlaps or touches.
  mutating func insert(_ rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    var merged = rows
    var first = runs.count
    var end = runs.count
    for (index, run) in runs.enumerated() {
      if run.upperBound < merged.lowerBound { continue }
      if run.lowerBound > merged.upperBound {
        if first == runs.count { (first, end) = (index, index) }
        break
      }
      if first == runs.count { first = index }
      merged = min(run.lowerBound, merged.lowerBound)..<max(run.upperBound, merged.upperBound)
      end = index + 1
    }
    if first == runs.count {
      runs.append(merged)
    } else {
      runs.replaceSubrange(first..<max(first, end), with: CollectionOfOne(merged))
    }
  }

  /// Empties the set, keeping its storage for the rows of a later pass.
  mutating func removeAll() {
    runs.removeAll(keepingCapacity: true)
  }

  /// The runs, each cut to `bounds`, leaving out those outside it: worked out as the
  /// caller iterates, so that a pass painting its rows allocates no array for them.
  func runs(within bounds: Range<Int>) -> some Sequence<Range<Int>> {
    runs.lazy.map { $0.clamped(to: bounds) }.filter { !$0.isEmpty }
  }
}
