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
  ///    `editLimit` removed plus added lines (or the middle has no more lines than that),
  ///    the standard library's `difference(from:by:)` gives one: the diff `LineDiff` has
  ///    always shown.
  /// 3. Otherwise, the lines are numbered (``LineNumbers``), the lines unique to both
  ///    middles anchor them (``UniqueLineAnchors``), and each stretch between two
  ///    anchors goes through stages 1 and 2 again. A stretch that is over the limit too
  ///    is removed whole and added whole.
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
      let oldMiddle = prefix..<(old.count - suffix)
      let newMiddle = prefix..<(new.count - suffix)
      var marks = EditMarks(oldCount: old.count, newCount: new.count)
      let shortestFound = markShortest(
        old: oldMiddle, new: newMiddle, editLimit: editLimit, into: &marks,
        equal: { old[$0] == new[$1] })
      if !shortestFound {
        reachedLimit = true
        // Only now are the lines numbered: hashing every line of the middle costs more
        // than the search below the limit, which compares only the lines it reaches.
        let numbers = LineNumbers(old: old[oldMiddle], new: new[newMiddle])
        markAroundAnchors(numbers, offset: prefix, editLimit: editLimit, into: &marks)
      }
      changes = marks.changes()
    }

    /// Stage 2: marks a shortest diff between the two stretches and returns `true`, or
    /// marks nothing and returns `false` when it has more than `editLimit` edits.
    private mutating func markShortest(
      old: Range<Int>, new: Range<Int>, editLimit: Int, into marks: inout EditMarks,
      equal: (_ old: Int, _ new: Int) -> Bool
    ) -> Bool {
      // A diff never has more edits than lines, so a short stretch needs no search.
      if old.count + new.count > editLimit {
        let distance = BoundedMyers.distance(
          n: old.count, m: new.count, limit: editLimit, steps: &steps,
          equal: { equal(old.lowerBound + $0, new.lowerBound + $1) })
        guard distance != nil else { return false }
      }
      marks.markShortest(old: old, new: new, equal: equal)
      return true
    }

    /// Stage 3: matches the unique lines, then diffs each stretch between them.
    ///
    /// `numbers` numbers the middle only; `offset` is where the middle starts, on both
    /// sides, since the equal lines before it are as many in each text.
    private mutating func markAroundAnchors(
      _ numbers: LineNumbers, offset: Int, editLimit: Int, into marks: inout EditMarks
    ) {
      let anchors = UniqueLineAnchors.find(
        old: numbers.old[...], new: numbers.new[...], distinct: numbers.distinct)
      // With no anchor the only stretch is the whole middle, which stage 2 just gave up on.
      guard !anchors.isEmpty else {
        marks.replace(
          old: offset..<(offset + numbers.old.count), new: offset..<(offset + numbers.new.count))
        return
      }
      var oldStart = 0
      var newStart = 0
      for anchor in anchors + [
        UniqueLineAnchors.Anchor(old: numbers.old.count, new: numbers.new.count)
      ] {
        markStretch(
          numbers, old: oldStart..<anchor.old, new: newStart..<anchor.new, editLimit: editLimit,
          into: &marks, offset: offset)
        oldStart = anchor.old + 1
        newStart = anchor.new + 1
      }
    }

    /// Stages 1 and 2 for one stretch between anchors, or the whole stretch replaced.
    private mutating func markStretch(
      _ numbers: LineNumbers, old: Range<Int>, new: Range<Int>, editLimit: Int,
      into marks: inout EditMarks, offset: Int
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
      let oldLines = (offset + old.lowerBound)..<(offset + old.upperBound)
      let newLines = (offset + new.lowerBound)..<(offset + new.upperBound)
      let shortestFound = markShortest(
        old: oldLines, new: newLines, editLimit: editLimit, into: &marks,
        equal: { numbers.old[$0 - offset] == numbers.new[$1 - offset] })
      if !shortestFound {
        marks.replace(old: oldLines, new: newLines)
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
