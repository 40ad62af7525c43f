/// Which lines an edit script removes from the old text and inserts from the new one.
///
/// The stages of ``LineDiff/EditScript`` mark lines here, each in its own stretch of the
/// texts; `changes(offset:)` then reads the marks as runs. A flag per line, rather than
/// a set of indices, keeps marking and reading O(1) a line and the memory linear.
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

  /// Marks every line of the two ranges: the diff that gives up on matching any of them.
  mutating func replace(old: Range<Int>, new: Range<Int>) {
    for index in old { removed[index] = true }
    for index in new { inserted[index] = true }
  }

  /// Marks the lines of a shortest diff between two stretches, as the standard library's
  /// `difference(from:by:)` finds it.
  ///
  /// The slices' indices are the lines' positions here. Callers first make sure, with
  /// ``BoundedMyers``, that the diff is short: the standard library's search costs
  /// O((*n* + *m*) · *D*) for *D* edits, with no limit of its own.
  mutating func markShortest(old: ArraySlice<Int>, new: ArraySlice<Int>) {
    // NB: the predicate form, as `LineDiff` has always called it, rather than trusting
    // that the `Equatable` form of some toolchain picks among equal diffs the same way.
    for step in new.difference(from: old, by: ==) {
      switch step {
      case .remove(let offset, _, _): removed[old.startIndex + offset] = true
      case .insert(let offset, _, _): inserted[new.startIndex + offset] = true
      }
    }
  }

  /// The marked lines as changes, in order, each range moved by `offset` (the equal
  /// lines set aside before the marked stretch).
  ///
  /// Walks both texts together: a line neither removed nor inserted is an equal pair;
  /// otherwise the run of removals and then of insertions there make one change.
  func changes(offset: Int) -> [LineDiff.Change] {
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
        changes.append(
          LineDiff.Change(
            old: (offset + oldStart)..<(offset + oldIndex),
            new: (offset + newStart)..<(offset + newIndex)))
      }
    }
    return changes
  }
}
