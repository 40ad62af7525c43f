/// Which lines an edit script removes from the old text and inserts from the new one.
///
/// The stages of ``LineDiff/EditScript`` mark lines here, each in its own stretch of the
/// texts; ``changes()`` then reads the marks as runs. A flag per line, rather than a set
/// of indices, keeps marking and reading O(1) a line and the memory linear.
struct EditMarks {
  /// `removed[i]`: whether old line `i` is removed.
  var removed: [Bool]
  /// `inserted[j]`: whether new line `j` is inserted.
  var inserted: [Bool]

  /// No line marked, for `oldCount` old and `newCount` new lines.
  init(oldCount: Int, newCount: Int) {
    removed = Array(repeating: false, count: oldCount)
    inserted = Array(repeating: false, count: newCount)
  }

  /// Marks the lines of a shortest diff between two stretches, as the standard library's
  /// `difference(from:by:)` finds it.
  ///
  /// Callers first make sure, with ``BoundedMyers``, that the diff is short: the standard
  /// library's search costs O((*n* + *m*) · *D*) for *D* edits, with no limit of its own.
  ///
  /// - Parameters:
  ///   - old: The old lines' indices.
  ///   - new: The new lines' indices.
  ///   - equal: Whether the old line and the new line at two indices are equal.
  mutating func markShortest(
    old: Range<Int>, new: Range<Int>, equal: (_ old: Int, _ new: Int) -> Bool
  ) {
    // NB: diffs arrays of the lines' indices, comparing the lines they point at, as
    // `LineDiff` has always called the standard library: its generic search copies each
    // element it compares, and copying a line retains its byte buffer, while an `Int` is
    // free. Arrays, not the ranges themselves: the search is several times slower on a
    // collection without contiguous storage.
    for step in Array(new).difference(from: Array(old), by: equal) {
      switch step {
      case .remove(let offset, _, _): removed[old.lowerBound + offset] = true
      case .insert(let offset, _, _): inserted[new.lowerBound + offset] = true
      }
    }
  }

  /// Marks every line of the two ranges: the diff that gives up on matching any of them.
  mutating func replace(old: Range<Int>, new: Range<Int>) {
    for index in old { removed[index] = true }
    for index in new { inserted[index] = true }
  }

  /// The marked lines as changes, in order.
  ///
  /// Walks both texts together: a line neither removed nor inserted is an equal pair;
  /// otherwise the run of removals and then of insertions there make one change.
  func changes() -> [LineDiff.Change] {
    var changes: [LineDiff.Change] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < removed.count || newIndex < inserted.count {
      let (oldStart, newStart) = (oldIndex, newIndex)
      while oldIndex < removed.count && removed[oldIndex] { oldIndex += 1 }
      while newIndex < inserted.count && inserted[newIndex] { newIndex += 1 }
      if oldIndex == oldStart && newIndex == newStart {
        oldIndex += 1
        newIndex += 1
      } else {
        changes.append(LineDiff.Change(old: oldStart..<oldIndex, new: newStart..<newIndex))
      }
    }
    return changes
  }
}
