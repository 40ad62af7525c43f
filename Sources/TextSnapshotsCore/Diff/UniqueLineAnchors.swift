/// The lines that occur exactly once in each text, kept in an order both texts agree on:
/// the anchors of a patience diff.
///
/// When Myers' search gives up (see ``LineDiff/EditScript``), the diff still has to line
/// up the texts somehow, cheaply. A line that occurs once in the old text and once in
/// the new one almost surely is the same line in both, moved or not; frame rows and
/// trace lines are mostly distinct, so a snapshot has many such lines. Of those, the
/// longest run whose positions increase in both texts is kept (a line that moved against
/// the others cannot be matched without unmatching them). Bram Cohen's patience diff,
/// which git offers as `--patience`, starts the same way.
///
/// ```text
/// old: a x b c     new: b a c y
/// unique in both: a, b, c; in old order their new positions are 1, 0, 2
/// longest increasing run: 1, 2  ->  anchors (a, a) and (c, c)
/// ```
enum UniqueLineAnchors {
  /// One anchor: an old line's index and the index of the same line in the new text.
  struct Anchor: Equatable {
    var old: Int
    var new: Int
  }

  /// The anchors between `old` and `new`, in order of both.
  ///
  /// - Parameters:
  ///   - old: The old lines' numbers, each in `0..<distinct`.
  ///   - new: The new lines' numbers, in the same numbering.
  ///   - distinct: How many different numbers there are.
  /// - Complexity: O(*n* + *m* + *u* log *u*) for *u* lines unique in both texts.
  static func find(old: ArraySlice<Int>, new: ArraySlice<Int>, distinct: Int) -> [Anchor] {
    var oldCount = Array(repeating: 0, count: distinct)
    var newCount = Array(repeating: 0, count: distinct)
    var newIndex = Array(repeating: 0, count: distinct)
    for line in old { oldCount[line] += 1 }
    for (index, line) in zip(new.indices, new) {
      newCount[line] += 1
      newIndex[line] = index
    }
    let unique = zip(old.indices, old).compactMap { index, line in
      oldCount[line] == 1 && newCount[line] == 1 ? Anchor(old: index, new: newIndex[line]) : nil
    }
    return longestIncreasingRun(unique)
  }

  /// The longest subsequence of `anchors` (sorted by `old`) whose `new` indices
  /// increase (one of them, when several are as long).
  ///
  /// Patience sorting: `tails[l]` is the anchor ending the best run of length `l + 1`
  /// found so far (the one with the smallest `new`), found by binary search, and each
  /// anchor remembers the one before it in its run.
  private static func longestIncreasingRun(_ anchors: [Anchor]) -> [Anchor] {
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: anchors.count)
    for (index, anchor) in anchors.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if anchors[tails[middle]].new < anchor.new { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Anchor] = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(anchors[index])
      index = previous[index]
    }
    return run.reversed()
  }
}
