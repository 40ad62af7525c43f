extension LineDiff {
  /// The most removed plus added lines searched through for the shortest diff.
  ///
  /// Below it the diff is a shortest one, as `difference(from:)` finds it; at it the
  /// search stops, so a diff costs O((*n* + *m*) · 1,000) however much changed. A
  /// thousand edits is a rewrite, not a regression to read line by line, and the
  /// search's cost there is still a few milliseconds. Git's diff stops looking for the
  /// shortest diff past a cost limit in the same way.
  static let editLimit = 1_000

  /// Consecutive removed old lines and added new lines, with unchanged lines (or a text's
  /// end) on both sides. Ranges are 0-based indices into the lines.
  struct Change: Equatable {
    var old: Range<Int>
    var new: Range<Int>
  }

  /// The changes that turn one list of lines into another, and what finding them cost.
  ///
  /// The search has three stages, each only for what the one before leaves:
  ///
  /// 1. Equal lines at either end are set aside. A snapshot usually changes in a few
  ///    rows, so this leaves a small middle; GNU diff does the same.
  /// 2. If ``BoundedMyers`` finds that a shortest diff of the middle has at most
  ///    `editLimit` removed plus added lines, the standard library's
  ///    `difference(from:by:)` gives one: the diff `LineDiff` has always shown.
  /// 3. Otherwise, the lines unique to both middles anchor them (``UniqueLineAnchors``),
  ///    and each stretch between two anchors goes through stages 1 and 2 again. A stretch
  ///    that is over the limit too is removed whole and added whole.
  ///
  /// Stage 3 does not recurse, so the worst case is O((*n* + *m*) · `editLimit`): the
  /// middle is searched once in stage 2 and once more, stretch by stretch, in stage 3,
  /// and the standard library only ever searches a stretch known to need at most
  /// `editLimit` edits.
  struct EditScript {
    /// The changes in order. Between two changes, and before the first and after the
    /// last, the lines are equal pairs, so the gap has the same length on both sides.
    private(set) var changes: [Change] = []
    /// How many steps through the edit graph ``BoundedMyers`` took, and equal lines set
    /// aside at the ends: diagonals visited and line pairs compared. The tests assert it
    /// stays linear in the texts' length, since a count, unlike a time, is the same on
    /// every machine. (The standard library's search, run only within the limit, is not
    /// counted; it is bounded by the same O((*n* + *m*) · `editLimit`).)
    private(set) var steps = 0
    /// Whether the middle needed more than `editLimit` edits, so that `changes` can be
    /// longer than a shortest diff.
    private(set) var reachedLimit = false

    /// The edit script from `old` to `new`.
    init(from old: [ExactLine], to new: [ExactLine], editLimit: Int) {
      var prefix = 0
      while prefix < min(old.count, new.count), old[prefix] == new[prefix] {
        prefix += 1
      }
      var suffix = 0
      while suffix < min(old.count, new.count) - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      steps = prefix + suffix
      let numbers = LineNumbers(
        old: old[prefix..<(old.count - suffix)], new: new[prefix..<(new.count - suffix)])
      var marks = EditMarks(oldCount: numbers.old.count, newCount: numbers.new.count)
      if BoundedMyers.distance(
        old: numbers.old[...], new: numbers.new[...], limit: editLimit, steps: &steps) != nil
      {
        marks.markShortest(old: numbers.old[...], new: numbers.new[...])
      } else {
        reachedLimit = true
        markAroundAnchors(numbers, editLimit: editLimit, into: &marks)
      }
      changes = marks.changes(offset: prefix)
    }

    /// Stage 3: matches the unique lines, then diffs each stretch between them.
    private mutating func markAroundAnchors(
      _ numbers: LineNumbers, editLimit: Int, into marks: inout EditMarks
    ) {
      let anchors = UniqueLineAnchors.find(
        old: numbers.old[...], new: numbers.new[...], distinct: numbers.distinct)
      // With no anchor the only stretch is the whole middle, which stage 2 just gave up on.
      guard !anchors.isEmpty else {
        marks.replace(old: numbers.old.indices, new: numbers.new.indices)
        return
      }
      var oldStart = 0
      var newStart = 0
      for anchor in anchors {
        markStretch(
          numbers, old: oldStart..<anchor.old, new: newStart..<anchor.new,
          editLimit: editLimit, into: &marks)
        oldStart = anchor.old + 1
        newStart = anchor.new + 1
      }
      markStretch(
        numbers, old: oldStart..<numbers.old.count, new: newStart..<numbers.new.count,
        editLimit: editLimit, into: &marks)
    }

    /// Stages 1 and 2 for one stretch between anchors, or the whole stretch replaced.
    private mutating func markStretch(
      _ numbers: LineNumbers, old: Range<Int>, new: Range<Int>, editLimit: Int,
      into marks: inout EditMarks
    ) {
      var old = old
      var new = new
      while !old.isEmpty, !new.isEmpty, numbers.old[old.lowerBound] == numbers.new[new.lowerBound] {
        steps += 1
        old = (old.lowerBound + 1)..<old.upperBound
        new = (new.lowerBound + 1)..<new.upperBound
      }
      while !old.isEmpty, !new.isEmpty,
        numbers.old[old.upperBound - 1] == numbers.new[new.upperBound - 1]
      {
        steps += 1
        old = old.lowerBound..<(old.upperBound - 1)
        new = new.lowerBound..<(new.upperBound - 1)
      }
      if BoundedMyers.distance(
        old: numbers.old[old], new: numbers.new[new], limit: editLimit, steps: &steps) != nil
      {
        marks.markShortest(old: numbers.old[old], new: numbers.new[new])
      } else {
        marks.replace(old: old, new: new)
      }
    }
  }
}

// MARK: - Lines as numbers

/// Two lists of lines with each distinct line replaced by a small number.
///
/// The searches compare lines again and again; comparing two numbers is one instruction,
/// comparing two lines is a walk through their bytes. The numbers also let
/// ``UniqueLineAnchors`` count a line's copies in an array rather than a dictionary.
struct LineNumbers {
  /// The old lines' numbers, from 0.
  let old: [Int]
  /// The new lines' numbers: a line equal to an old line has its number.
  let new: [Int]
  /// How many distinct lines there are; the numbers are `0..<distinct`.
  let distinct: Int

  /// Numbers the lines of `old` and `new` in the order they first appear.
  init(old: ArraySlice<LineDiff.ExactLine>, new: ArraySlice<LineDiff.ExactLine>) {
    var numbers: [LineDiff.ExactLine: Int] = [:]
    numbers.reserveCapacity(old.count + new.count)
    func number(_ line: LineDiff.ExactLine) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    self.old = old.map(number)
    self.new = new.map(number)
    distinct = numbers.count
  }
}
