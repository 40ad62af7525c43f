import Testing

@testable import TextSnapshotsCore

/// Expected outputs were checked against GNU `diff -u --label old --label new` (and
/// `diff -U0` for the zero-context cases) on the same texts.
@Suite struct LineDiffTests {
  // MARK: - Equal texts

  @Test func identicalTextsGiveEmptyDiffAndEmptyText() {
    let diff = LineDiff(old: numbered(1...10), new: numbered(1...10))
    #expect(diff.isEmpty)
    #expect(diff.unified(oldLabel: "old", newLabel: "new") == "")
  }

  @Test func emptyTextsGiveEmptyDiff() {
    #expect(LineDiff(old: "", new: "").isEmpty)
  }

  // MARK: - Hunks and context

  @Test func oneChangedLineInTenKeepsThreeLinesOfContext() {
    let diff = LineDiff(old: numbered(1...10), new: numbered(1...10, replacing: [5: "FIVE"]))
    #expect(
      diff.hunks == [
        LineDiff.Hunk(
          oldStart: 2, oldCount: 7, newStart: 2, newCount: 7,
          lines: [
            .context("2"), .context("3"), .context("4"), .removed("5"), .added("FIVE"),
            .context("6"), .context("7"), .context("8"),
          ])
      ])
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +FIVE
         6
         7
         8

        """)
  }

  @Test func changesFarApartMakeTwoHunks() {
    let diff = LineDiff(
      old: numbered(1...20), new: numbered(1...20, replacing: [1: "ONE", 19: "NINETEEN"]))
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,4 +1,4 @@
        -1
        +ONE
         2
         3
         4
        @@ -16,5 +16,5 @@
         16
         17
         18
        -19
        +NINETEEN
         20

        """)
  }

  @Test func changesFiveLinesApartShareOneHunk() {
    let diff = LineDiff(
      old: numbered(1...10), new: numbered(1...10, replacing: [3: "THREE", 8: "EIGHT"]))
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,10 +1,10 @@
         1
         2
        -3
        +THREE
         4
         5
         6
         7
        -8
        +EIGHT
         9
         10

        """)
  }

  @Test func changesWhoseContextTouchesShareOneHunk() {
    // Six unchanged lines between: three of context after the first change meet three
    // before the second, so GNU prints one hunk.
    let diff = LineDiff(
      old: numbered(1...12), new: numbered(1...12, replacing: [3: "THREE", 10: "TEN"]))
    #expect(diff.hunks.count == 1)
    #expect(diff.unified(oldLabel: "old", newLabel: "new").contains("@@ -1,12 +1,12 @@\n"))
  }

  @Test func changesSevenLinesApartMakeTwoHunks() {
    let diff = LineDiff(
      old: numbered(1...12), new: numbered(1...12, replacing: [3: "THREE", 11: "ELEVEN"]))
    let headers = diff.unified(oldLabel: "old", newLabel: "new")
      .split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(headers == ["@@ -1,6 +1,6 @@", "@@ -8,5 +8,5 @@"])
  }

  @Test func insertionAtStartHasNoLeadingContext() {
    let diff = LineDiff(old: numbered(1...10), new: "0\n" + numbered(1...10))
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,3 +1,4 @@
        +0
         1
         2
         3

        """)
  }

  @Test func deletionAtEndHasNoTrailingContext() {
    let diff = LineDiff(old: numbered(1...10), new: numbered(1...9))
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -7,4 +7,3 @@
         7
         8
         9
        -10

        """)
  }

  @Test func singleLineChangeOmitsCountOfOne() {
    let diff = LineDiff(old: "a\n", new: "b\n")
    #expect(diff.unified(oldLabel: "old", newLabel: "new").contains("\n@@ -1 +1 @@\n-a\n+b\n"))
  }

  // MARK: - Empty ranges

  @Test func insertionIntoEmptyTextUsesZeroOldRange() {
    let diff = LineDiff(old: "", new: "a\nb\n")
    #expect(
      diff.hunks == [
        LineDiff.Hunk(
          oldStart: 0, oldCount: 0, newStart: 1, newCount: 2, lines: [.added("a"), .added("b")])
      ])
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -0,0 +1,2 @@
        +a
        +b

        """)
  }

  @Test func deletingEverythingUsesZeroNewRange() {
    let diff = LineDiff(old: "a\nb\n", new: "")
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +0,0 @@
        -a
        -b

        """)
  }

  @Test func zeroContextInsertionNamesTheLineBefore() {
    let diff = LineDiff(old: numbered(1...5), new: "1\n2\n3\nNEW\n4\n5\n", context: 0)
    #expect(diff.hunks.map(\.oldStart) == [3])
    #expect(diff.unified(oldLabel: "old", newLabel: "new").hasSuffix("@@ -3,0 +4 @@\n+NEW\n"))
  }

  @Test func zeroContextDeletionNamesTheLineBefore() {
    let diff = LineDiff(old: numbered(1...5), new: "1\n2\n4\n5\n", context: 0)
    #expect(diff.unified(oldLabel: "old", newLabel: "new").hasSuffix("@@ -3 +2,0 @@\n-3\n"))
  }

  @Test func lineBreakAloneIsOneEmptyLine() {
    let diff = LineDiff(old: "", new: "\n")
    #expect(diff.unified(oldLabel: "old", newLabel: "new").hasSuffix("@@ -0,0 +1 @@\n+\n"))
  }

  // MARK: - Final newline

  @Test func missingFinalNewlineInNewTextIsMarked() {
    let diff = LineDiff(old: "a\nb\n", new: "a\nb")
    #expect(!diff.isEmpty)
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \\ No newline at end of file

        """)
  }

  @Test func missingFinalNewlineInOldTextIsMarkedAfterRemovedLine() {
    let diff = LineDiff(old: "a\nb", new: "a\nb\n")
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +b

        """)
  }

  @Test func unchangedLastLineWithoutNewlineIsMarkedOnce() {
    let diff = LineDiff(old: "a\nb", new: "x\na\nb")
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +1,3 @@
        +x
         a
         b
        \\ No newline at end of file

        """)
  }

  // MARK: - Bytes

  @Test func canonicallyEquivalentLinesWithDifferentBytesShowAsChange() {
    // "é" == "e\u{301}" for `String`, but a golden file holds bytes.
    let diff = LineDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n")
    #expect(
      diff.hunks == [
        LineDiff.Hunk(
          oldStart: 1, oldCount: 1, newStart: 1, newCount: 1,
          lines: [.removed("caf\u{E9}"), .added("cafe\u{301}")])
      ])
  }

  @Test func carriageReturnStaysInLineAndShows() {
    let diff = LineDiff(old: "a\nb\n", new: "a\r\nb\n")
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
        -a
        +a␍
         b

        """)
  }

  @Test func unifiedOutputMakesTrailingWhitespaceAndControlsVisible() {
    let diff = LineDiff(old: "row\nend\n", new: "row  \t\n\u{1B}[1mend\n")
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
        -row
        -end
        +row··→
        +␛[1mend

        """)
  }

  // MARK: - Hunk limit

  @Test func hunkLimitPrintsFirstHunksAndCountsTheRestInPlural() {
    let diff = LineDiff(
      old: numbered(1...30), new: numbered(1...30, replacing: [1: "A", 15: "B", 29: "C"]))
    #expect(diff.hunks.count == 3)
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new", hunkLimit: 1) == """
        --- old
        +++ new
        @@ -1,4 +1,4 @@
        -1
        +A
         2
         3
         4
        … 2 more hunks not shown

        """)
  }

  @Test func hunkLimitCountsOneHiddenHunkInSingular() {
    let diff = LineDiff(
      old: numbered(1...30), new: numbered(1...30, replacing: [1: "A", 15: "B", 29: "C"]))
    let text = diff.unified(oldLabel: "old", newLabel: "new", hunkLimit: 2)
    #expect(text.hasSuffix(" 16\n 17\n 18\n… 1 more hunk not shown\n"))
  }

  @Test func hunkLimitAtOrAboveHunkCountPrintsEverything() {
    let diff = LineDiff(old: numbered(1...10), new: numbered(1...10, replacing: [5: "FIVE"]))
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new", hunkLimit: 1)
        == diff.unified(oldLabel: "old", newLabel: "new"))
  }

  // MARK: - Colour

  @Test func coloredOutputWrapsEachKindOfLineAndResetsIt() {
    let diff = LineDiff(old: "a\nb\n", new: "a\nc\n")
    let esc = "\u{1B}"
    #expect(
      diff.unified(oldLabel: "old", newLabel: "new", colored: true)
        == "\(esc)[1m--- old\(esc)[0m\n"
        + "\(esc)[1m+++ new\(esc)[0m\n"
        + "\(esc)[36m@@ -1,2 +1,2 @@\(esc)[0m\n"
        + " a\n"
        + "\(esc)[31m-b\(esc)[0m\n"
        + "\(esc)[32m+c\(esc)[0m\n")
  }

  @Test func plainOutputHasNoEscapeEvenWhenLinesOrLabelsContainOne() {
    let diff = LineDiff(old: "a\u{1B}[31m\n", new: "b\u{1B}[0m\n")
    let text = diff.unified(oldLabel: "old\u{1B}[2J", newLabel: "new", colored: false)
    #expect(!text.isEmpty)
    #expect(!text.utf8.contains(0x1B))
  }

  // MARK: - Large texts

  @Test func tenScatteredChangesInTenThousandLinesMakeTenHunks() {
    let changed = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0 * 1000 + 500, "x") })
    let diff = LineDiff(old: numbered(1...10_000), new: numbered(1...10_000, replacing: changed))
    #expect(diff.hunks.map(\.oldStart) == (0..<10).map { $0 * 1000 + 497 })
    #expect(diff.hunks.allSatisfy { $0.oldCount == 7 && $0.newCount == 7 })
  }
}

// MARK: - Fixtures

/// The lines `"1"`, `"2"`, … of `range`, each ending in "\n", with some replaced.
private func numbered(_ range: ClosedRange<Int>, replacing: [Int: String] = [:]) -> String {
  range.map { "\(replacing[$0] ?? String($0))\n" }.joined()
}
