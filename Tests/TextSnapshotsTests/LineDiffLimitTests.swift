import TestSupport
import Testing

@testable import TextSnapshotsCore

/// The diff's cost limit: below it, the same shortest diff the standard library's
/// `difference(from:)` gives; past it, a correct diff whose cost stays linear.
///
/// Costs are asserted as counts of edit-graph steps (``LineDiff/EditScript/steps``),
/// never as times, so they hold on any machine.
@Suite struct LineDiffLimitTests {
  // MARK: - Cost

  @Test func hundredThousandLinesAllChangedTakeLinearSteps() {
    let old = (0..<100_000).map { "row \($0): old" }
    let new = (0..<100_000).map { "row \($0): new" }
    let script = LineDiff.EditScript(
      from: lines(old), to: lines(new), editLimit: LineDiff.editLimit)
    // A search to the end would take about (n + m)² / 2 = 2·10¹⁰ steps; the limit stops
    // it after about editLimit² = 10⁶, and nothing is left for the anchors to match.
    #expect(script.reachedLimit)
    #expect(script.steps <= 10 * (old.count + new.count))
    #expect(script.changes == [LineDiff.Change(old: 0..<100_000, new: 0..<100_000)])
  }

  @Test func repetitiveLinesStayWithinTheWorstCaseBound() {
    // Lines drawn from two values match on every diagonal, so the search's slides are
    // as long as they get: the worst case for its cost.
    var random = SeededGenerator(seed: 51)
    let old = (0..<4_000).map { _ in Bool.random(using: &random) ? "a" : "b" }
    let new = (0..<4_000).map { _ in Bool.random(using: &random) ? "a" : "b" }
    let limit = 40
    let script = LineDiff.EditScript(from: lines(old), to: lines(new), editLimit: limit)
    #expect(script.reachedLimit)
    #expect(script.steps <= 2 * (2 * limit + 3) * (old.count + new.count + 1))
    #expect(applying(script.changes, to: old, from: new) == new)
  }

  @Test func uniqueLinesAmongRewrittenOnesAnchorTheDiffAtLinearCost() {
    // Every other line changed: 50,000 edits, far past the limit, but the unchanged
    // lines are unique, so the anchors find every change and the diff is still shortest.
    let old = (0..<50_000).map { "row \($0)" }
    let new = old.indices.map { $0 % 2 == 0 ? old[$0] : "ROW \($0)" }
    let script = LineDiff.EditScript(
      from: lines(old), to: lines(new), editLimit: LineDiff.editLimit)
    #expect(script.reachedLimit)
    #expect(script.steps <= 20 * (old.count + new.count))
    #expect(script.changes.count == 25_000)
    #expect(script.changes.allSatisfy { $0.old.count == 1 && $0.new.count == 1 })
  }

  // MARK: - Below the limit: the shortest diff, as before

  @Test func belowTheLimitTheDiffIsTheStandardLibrarysOnRandomTexts() {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("LineDiffLimitTests seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<400 {
      // Few distinct lines, so the texts share many and shortest diffs tie often: the
      // choice among them must match too, or a recorded diff golden would read otherwise.
      let old = randomLines(using: &random)
      let new = randomLines(using: &random)
      let script = LineDiff.EditScript(
        from: lines(old), to: lines(new), editLimit: LineDiff.editLimit)
      let expected = standardLibraryChanges(from: old, to: new)
      #expect(!script.reachedLimit)
      #expect(script.changes == expected, "seed \(seed): \(old) -> \(new)")
      #expect(editCount(script.changes) == editCount(expected))
    }
  }

  @Test func exactlyAtTheLimitTheDiffIsStillShortest() {
    // Five lines rewritten: ten edits, so a limit of 10 is just enough and 9 is not.
    let old = ["a", "b", "c", "d", "e"]
    let new = ["v", "w", "x", "y", "z"]
    let atLimit = LineDiff.EditScript(from: lines(old), to: lines(new), editLimit: 10)
    #expect(!atLimit.reachedLimit)
    #expect(atLimit.changes == standardLibraryChanges(from: old, to: new))
    let belowLimit = LineDiff.EditScript(from: lines(old), to: lines(new), editLimit: 9)
    #expect(belowLimit.reachedLimit)
    #expect(belowLimit.changes == [LineDiff.Change(old: 0..<5, new: 0..<5)])
  }

  // MARK: - Past the limit: correct, and numbered as diff -u numbers it

  @Test func pastTheLimitTheDiffStillTurnsOldIntoNew() {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("LineDiffLimitTests seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<400 {
      let old = randomLines(using: &random)
      let new = randomLines(using: &random)
      let limit = Int.random(in: 0...4, using: &random)
      let script = LineDiff.EditScript(from: lines(old), to: lines(new), editLimit: limit)
      let shortest = editCount(standardLibraryChanges(from: old, to: new))
      #expect(applying(script.changes, to: old, from: new) == new, "seed \(seed)")
      #expect(script.reachedLimit == (shortest > limit), "seed \(seed)")
      #expect(editCount(script.changes) >= shortest, "seed \(seed)")
    }
  }

  @Test func pastTheLimitHunksAreNumberedAsDiffDoes() {
    // Checked against GNU `diff -u --label old --label new`: its diff is the same, as the
    // unique unchanged lines anchor each change.
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    let new =
      (1...20).map { [4, 5, 16].contains($0) ? "X\($0)" : "\($0)" }
      .joined(separator: "\n") + "\n"
    let diff = LineDiff(old: old, new: new, editLimit: 2)
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,8 +1,8 @@
         1
         2
         3
        -4
        -5
        +X4
        +X5
         6
         7
         8
        @@ -13,7 +13,7 @@
         13
         14
         15
        -16
        +X16
         17
         18
         19

        """)
    #expect(diff == LineDiff(old: old, new: new))
  }

  @Test func pastTheLimitAStretchWithoutUniqueLinesIsReplacedWhole() {
    // "m" is the one line unique to both; around it only repeated lines, each stretch
    // over the limit, so each is removed whole and added whole.
    let diff = LineDiff(old: "a\nb\nm\na\nb\n", new: "b\na\nm\nb\na\n", context: 0, editLimit: 1)
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
        -a
        -b
        +b
        +a
        @@ -4,2 +4,2 @@
        -a
        -b
        +b
        +a

        """)
  }
}

// MARK: - Fixtures

/// `texts` as the diff reads lines: each ends in "\n".
private func lines(_ texts: [String]) -> [LineDiff.ExactLine] {
  LineDiff.lines(of: texts.map { $0 + "\n" }.joined())
}

/// 0 to 24 lines, each one of five.
private func randomLines(using random: inout SeededGenerator) -> [String] {
  (0..<Int.random(in: 0...24, using: &random)).map { _ in
    ["a", "b", "c", "d", "e"].randomElement(using: &random)!
  }
}

/// The changes `LineDiff` made before it had a limit, as it made them: equal ends set
/// aside, then the standard library's `difference(from:by:)` over the lines' indices.
private func standardLibraryChanges(from old: [String], to new: [String]) -> [LineDiff.Change] {
  var prefix = 0
  while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < min(old.count, new.count) - prefix,
    old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
  {
    suffix += 1
  }
  let oldMiddle = Array(prefix..<(old.count - suffix))
  let newMiddle = Array(prefix..<(new.count - suffix))
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for step in newMiddle.difference(from: oldMiddle, by: { old[$0] == new[$1] }) {
    switch step {
    case .remove(_, let index, _): removed.insert(index)
    case .insert(_, let index, _): inserted.insert(index)
    }
  }
  var changes: [LineDiff.Change] = []
  var oldIndex = prefix
  var newIndex = prefix
  while oldIndex < old.count - suffix || newIndex < new.count - suffix {
    let (oldStart, newStart) = (oldIndex, newIndex)
    while removed.contains(oldIndex) { oldIndex += 1 }
    while inserted.contains(newIndex) { newIndex += 1 }
    if oldIndex == oldStart && newIndex == newStart {
      oldIndex += 1
      newIndex += 1
    } else {
      changes.append(LineDiff.Change(old: oldStart..<oldIndex, new: newStart..<newIndex))
    }
  }
  return changes
}

/// Removed plus added lines.
private func editCount(_ changes: [LineDiff.Change]) -> Int {
  changes.reduce(0) { $0 + $1.old.count + $1.new.count }
}

/// `old` with `changes` applied, taking added lines from `new`.
private func applying(
  _ changes: [LineDiff.Change], to old: [String], from new: [String]
) -> [String] {
  var result: [String] = []
  var oldIndex = 0
  for change in changes {
    result += old[oldIndex..<change.old.lowerBound]
    result += new[change.new]
    oldIndex = change.old.upperBound
  }
  return result + old[oldIndex...]
}
