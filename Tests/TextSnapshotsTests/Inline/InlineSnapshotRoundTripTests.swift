import Foundation
import Testing

@testable import TextSnapshotsCore

/// Inline assertions end to end on a real test file in a temporary package: record,
/// fail, pend, accept, reject, as a test run and the review would, with `#line` and
/// `#column` taken from the file as the compiler gives them.
@Suite struct InlineSnapshotRoundTripTests {
  let package: TemporaryPackage
  let path = "Tests/FakeTests/FakeSuite.swift"
  let local = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOT_RUN": "run-1"], isTerminal: false)

  init() throws { package = try TemporaryPackage() }

  /// A test file with one call per expected text, each followed by an unrelated line.
  static func source(_ literals: [String]) -> String {
    var text = "import Testing\n\n@Test func views() {\n"
    for (index, literal) in literals.enumerated() {
      text += "  assertInlineSnapshot(of: view\(index)) {\n    \"\"\"\n"
      for row in literal.split(separator: "\n") { text += "    \(row)\n" }
      text += "    \"\"\"\n  }\n  print(\(index))\n"
    }
    return text + "}\n"
  }

  private func check(
    _ text: String, expected: String, call: Int, in original: String,
    environment: SnapshotEnvironment? = nil, session: SnapshotSession = SnapshotSession()
  ) -> String? {
    let position = InlineSource.calls(in: original)[call]
    return InlineSnapshotAssertion.check(
      Snapshot(text: text), expected: expected, mode: nil, testFile: package.testFile,
      line: UInt(position.line), column: UInt(position.column),
      environment: environment ?? local, session: session)
  }

  private var review: SnapshotReview { SnapshotReview(packageRoot: package.root) }

  @Test func recordsIntoAnEmptyLiteralAndTheNextRunPasses() throws {
    let original = Self.source([""])
    try package.write(original, to: path)
    #expect(
      check("hello  ", expected: "", call: 0, in: original)
        == "Recorded the inline snapshot at Tests/FakeTests/FakeSuite.swift:4 (the literal was empty); check it and run again."
    )
    #expect(package.read(path) == Self.source(["|hello  |"]))
    #expect(check("hello  ", expected: "|hello  |", call: 0, in: Self.source(["|hello  |"])) == nil)
    #expect(review.files().pending.isEmpty)
  }

  @Test func aMismatchPendsAndAcceptRewritesOnlyThatLiteral() throws {
    let original = Self.source(["|one|", "|two|"])
    try package.write(original, to: path)
    let message = check("TWO", expected: "|two|", call: 1, in: original)
    #expect(
      message?.hasPrefix(
        "Inline snapshot at Tests/FakeTests/FakeSuite.swift:10 differs; the source is untouched. New text: Tests/FakeTests/FakeSuite.swift.pending-snapshots"
      ) == true)
    #expect(message?.contains("\n-|two|\n+|TWO|") == true)
    #expect(package.read(path) == original)
    let pending = review.files().pending
    #expect(pending.map(\.relativePath) == ["Tests/FakeTests/FakeSuite.swift:10"])
    try review.accept(try #require(pending.first))
    #expect(package.read(path) == Self.source(["|one|", "|TWO|"]))
    #expect(!package.exists(path + ".pending-snapshots"))
  }

  @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func threeChangesAcceptedInAnyOrder(order: [Int]) throws {
    let original = Self.source(["|a|", "|b|\n|b|", "|c|"])
    try package.write(original, to: path)
    let new = ["A\nA\nA", "B", "C\nC"]
    let session = SnapshotSession()
    let old = ["|a|", "|b|\n|b|", "|c|"]
    for call in 0..<3 {
      #expect(
        check(new[call], expected: old[call], call: call, in: original, session: session) != nil)
    }
    let pending = review.files().pending
    #expect(pending.count == 3)
    for index in order { try review.accept(pending[index]) }
    #expect(package.read(path) == Self.source(["|A|\n|A|\n|A|", "|B|", "|C|\n|C|"]))
    #expect(review.files().pending.isEmpty)
  }

  @Test func assertionsRecordedInOneRunAllLand() throws {
    let original = Self.source(Array(repeating: "", count: 6))
    try package.write(original, to: path)
    let session = SnapshotSession()
    DispatchQueue.concurrentPerform(iterations: 6) { call in
      let text = Array(repeating: "row \(call)", count: call + 1).joined(separator: "\n")
      _ = check(text, expected: "", call: call, in: original, session: session)
    }
    let expected = (0..<6).map { call in
      Array(repeating: "|row \(call)|", count: call + 1).joined(separator: "\n")
    }
    #expect(package.read(path) == Self.source(expected))
  }

  @Test func aPendingEntryFollowsALiteralRecordedAboveItInTheSameRun() throws {
    let original = Self.source(["", "|x|"])
    try package.write(original, to: path)
    let session = SnapshotSession()
    _ = check("a\nb\nc", expected: "", call: 0, in: original, session: session)
    _ = check("y", expected: "|x|", call: 1, in: original, session: session)
    let pending = review.files().pending
    #expect(pending.map(\.relativePath) == ["Tests/FakeTests/FakeSuite.swift:12"])
    try review.accept(try #require(pending.first))
    #expect(package.read(path) == Self.source(["|a|\n|b|\n|c|", "|y|"]))
  }

  @Test func aLaterRunTakesItsLinesAsTheyAre() throws {
    let original = Self.source(["", "|x|"])
    try package.write(original, to: path)
    _ = check("a\nb", expected: "", call: 0, in: original)
    let rebuilt = Self.source(["|a|\n|b|", "|x|"])
    #expect(package.read(path) == rebuilt)
    // The next run was built from the recorded file: its lines are already right.
    let next = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOT_RUN": "run-2"], isTerminal: false)
    let rebuiltTests = SnapshotSession(build: "rebuilt")
    _ = check("y", expected: "|x|", call: 1, in: rebuilt, environment: next, session: rebuiltTests)
    #expect(review.files().pending.map(\.relativePath) == ["Tests/FakeTests/FakeSuite.swift:11"])
  }

  @Test func ciWritesNothing() throws {
    let original = Self.source(["", "|x|"])
    try package.write(original, to: path)
    let ci = SnapshotEnvironment(variables: ["CI": "true"], isTerminal: false)
    #expect(
      check("a", expected: "", call: 0, in: original, environment: ci)?.hasPrefix(
        "No inline snapshot at Tests/FakeTests/FakeSuite.swift:4, and CI never records one") == true
    )
    #expect(
      check("y", expected: "|x|", call: 1, in: original, environment: ci)?.hasPrefix(
        "Inline snapshot at Tests/FakeTests/FakeSuite.swift:9 differs (CI writes nothing).\n--- Tests/FakeTests/FakeSuite.swift:9\n+++ new snapshot"
      ) == true)
    #expect(package.read(path) == original)
    #expect(!package.exists(path + ".pending-snapshots"))
  }

  @Test func modeNeverPendsEvenAnEmptyLiteral() throws {
    let original = Self.source([""])
    try package.write(original, to: path)
    let never = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOTS": "never"], isTerminal: false)
    #expect(
      check("a", expected: "", call: 0, in: original, environment: never)
        == "No inline snapshot at Tests/FakeTests/FakeSuite.swift:4 (mode never); wrote it to Tests/FakeTests/FakeSuite.swift.pending-snapshots to review."
    )
    #expect(package.read(path) == original)
    let pending = try #require(review.files().pending.first)
    #expect(pending.isNew)
    #expect(
      try review.diff(of: pending)
        == "--- (empty literal)\n+++ Tests/FakeTests/FakeSuite.swift.pending-snapshots\n@@ -0,0 +1 @@\n+|a|\n"
    )
    try review.accept(pending)
    #expect(package.read(path) == Self.source(["|a|"]))
  }

  @Test func modeFailedRewritesInPlace() throws {
    let original = Self.source(["|x|"])
    try package.write(original, to: path)
    let failed = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOTS": "failed"], isTerminal: false)
    #expect(
      check("y", expected: "|x|", call: 0, in: original, environment: failed)?.hasPrefix(
        "Re-recorded the inline snapshot at Tests/FakeTests/FakeSuite.swift:4 (mode failed)")
        == true)
    #expect(package.read(path) == Self.source(["|y|"]))
    #expect(!package.exists(path + ".pending-snapshots"))
  }

  @Test func rejectDeletesTheEntryAndAPassingRunAStaleOne() throws {
    let original = Self.source(["|x|", "|z|"])
    try package.write(original, to: path)
    _ = check("y", expected: "|x|", call: 0, in: original)
    _ = check("w", expected: "|z|", call: 1, in: original)
    try review.reject(try #require(review.files().pending.first))
    #expect(review.files().pending.map(\.relativePath) == ["Tests/FakeTests/FakeSuite.swift:10"])
    #expect(check("z", expected: "|z|", call: 1, in: original) == nil)
    #expect(!package.exists(path + ".pending-snapshots"))
    #expect(package.read(path) == original)
  }

  @Test func acceptRefusesALiteralEditedSinceTheRun() throws {
    let original = Self.source(["|x|"])
    try package.write(original, to: path)
    _ = check("y", expected: "|x|", call: 0, in: original)
    let edited = Self.source(["|by hand|"])
    try package.write(edited, to: path)
    let pending = try #require(review.files().pending.first)
    #expect(
      throws: SnapshotError.unsupportedInline(
        file: path, line: 4, reason: "the closure changed since the test ran; run the test again")
    ) { try review.accept(pending) }
    #expect(package.read(path) == edited)
    #expect(review.files().pending.count == 1)
  }

  @Test func oneCallCheckedTwiceFails() throws {
    let original = Self.source(["|x|"])
    try package.write(original, to: path)
    let session = SnapshotSession()
    #expect(check("x", expected: "|x|", call: 0, in: original, session: session) == nil)
    #expect(
      check("x", expected: "|x|", call: 0, in: original, session: session)?.hasPrefix(
        "The inline snapshot at FakeSuite.swift:4 was checked twice in this process") == true)
  }
}
