import Foundation
import Testing

@testable import TextSnapshotsCore

/// Two test runs rewriting one test file, as two terminals running `swift test` do: each
/// run's calls are found again in the file the other changed, no literal is written into
/// another call, and what another run wrote is never overwritten.
///
/// Each run is a ``SnapshotSession`` with a build of its own (two test executables) or
/// the same build (one executable run twice); the checks take turns here, in a chosen
/// order, and ``InlineProcessRaceTests`` races real processes.
@Suite struct InlineTwoRunsTests {
  let package: TemporaryPackage
  let path = "Tests/FakeTests/FakeSuite.swift"
  let local = SnapshotEnvironment(variables: [:], isTerminal: false)

  init() throws { package = try TemporaryPackage() }

  /// A test file of one test function per literal, `test0()`, `test1()`, …, each
  /// seven lines long when its literal is empty.
  static func source(_ literals: [String]) -> String {
    var text = "import Testing\n"
    for (index, literal) in literals.enumerated() {
      text += "\n@Test func test\(index)() {\n  assertInlineSnapshot(of: view\(index)) {\n"
      text += "    \"\"\"\n"
      for row in literal.split(separator: "\n") { text += "    \(row)\n" }
      text += "    \"\"\"\n  }\n}\n"
    }
    return text
  }

  /// The text call `index` records: `index % 3 + 1` rows, so literals move the calls
  /// below them by different amounts.
  static func text(_ index: Int) -> String {
    Array(repeating: "row \(index)", count: index % 3 + 1).joined(separator: "\n")
  }

  /// That text as the literal holds it.
  static func literal(_ index: Int) -> String {
    text(index).split(separator: "\n").map { "|\($0)|" }.joined(separator: "\n")
  }

  /// Checks call `call` of `original` (the file the run was built from) as a run of
  /// `session` would, naming the call's function unless `function` is false.
  private func check(
    _ text: String, expected: String = "", call: Int, in original: String,
    session: SnapshotSession, function: Bool = true,
    environment: SnapshotEnvironment? = nil
  ) -> String? {
    let position = InlineSource.calls(in: original)[call]
    return InlineSnapshotAssertion.check(
      Snapshot(text: text), expected: expected, mode: nil, testFile: package.testFile,
      function: function ? "test\(call)()" : "", line: UInt(position.line),
      column: UInt(position.column), environment: environment ?? local, session: session)
  }

  private var review: SnapshotReview { SnapshotReview(packageRoot: package.root) }

  @Test func anotherBuildsLiteralAboveNeverSendsACallToItsNeighbour() throws {
    let original = Self.source(["", "", ""])
    try package.write(original, to: path)
    // Seven rows move every call below by seven lines: onto the next test's call.
    let seven = (1...7).map { "row \($0)" }.joined(separator: "\n")
    _ = check(seven, call: 0, in: original, session: SnapshotSession(build: "a"))
    #expect(
      check("two", call: 2, in: original, session: SnapshotSession(build: "b"))
        == "Recorded the inline snapshot at Tests/FakeTests/FakeSuite.swift:18 (the literal was empty); check it and run again."
    )
    let sevenRows = seven.split(separator: "\n").map { "|\($0)|" }.joined(separator: "\n")
    #expect(package.read(path) == Self.source([sevenRows, "", "|two|"]))
  }

  @Test func twoCallsThatBothMatchAreRefusedAndNothingIsWritten() throws {
    let original = Self.source(["", "", ""])
    try package.write(original, to: path)
    let seven = (1...7).map { "row \($0)" }.joined(separator: "\n")
    _ = check(seven, call: 0, in: original, session: SnapshotSession(build: "a"))
    let recorded = package.read(path)
    // Without the function's name, the calls of test1 and test2 both fit what build b
    // knows of its call: it writes neither.
    let message = check(
      "two", call: 2, in: original, session: SnapshotSession(build: "b"), function: false)
    #expect(
      message
        == "Inline snapshot at FakeSuite.swift:18 not checked: Tests/FakeTests/FakeSuite.swift:18: cannot rewrite this inline snapshot: the file was rewritten since the test was built, and the calls at lines 18, 25 all match it; nothing was written, run the test again"
    )
    #expect(package.read(path) == recorded)
  }

  @Test func aPassingCallTellsItsBuildWhichVersionItCameFrom() throws {
    // test1's two calls are four lines apart, and build a's four rows in test0 move
    // every line below by four: from where a build after it has the first call, the
    // second call is where a build before it would have had the first.
    let empty = ["    \"\"\"", "    \"\"\""]
    func call(_ view: String, _ rows: [String] = []) -> [String] {
      ["  assertInlineSnapshot(of: \(view)) {", empty[0]] + rows.map { "    \($0)" } + [
        empty[1], "  }",
      ]
    }
    func file(recorded rows: [String], test1 rows1: [String] = []) -> String {
      (["import Testing", "", "@Test func test0() {"] + call("view0", rows)
        + ["}", "", "@Test func test1() {"] + call("view1", rows1) + call("view2") + ["}", ""])
        .joined(separator: "\n")
    }
    let original = file(recorded: [])
    let recorded = file(recorded: ["|1|", "|2|", "|3|", "|4|"])
    try package.write(original, to: path)
    _ = check("1\n2\n3\n4", call: 0, in: original, session: SnapshotSession(build: "a"))
    #expect(package.read(path) == recorded)
    // Build n was built from the recorded file. Its first call is found at two places.
    func checkAsBuildN(_ text: String, expected: String = "", call: Int) -> String? {
      let position = InlineSource.calls(in: recorded)[call]
      return InlineSnapshotAssertion.check(
        Snapshot(text: text), expected: expected, mode: nil, testFile: package.testFile,
        function: call == 0 ? "test0()" : "test1()", line: UInt(position.line),
        column: UInt(position.column), environment: local,
        session: SnapshotSession(build: "n"))
    }
    #expect(
      checkAsBuildN("c", call: 1)?.hasSuffix(
        "the calls at lines 15, 19 all match it; nothing was written, run the test again") == true)
    #expect(package.read(path) == recorded)
    // Its passing call in test0 rules out the version before build a's edit…
    #expect(checkAsBuildN("1\n2\n3\n4", expected: "|1|\n|2|\n|3|\n|4|", call: 0) == nil)
    // …so the next time, the first call of test1 is found without doubt.
    #expect(checkAsBuildN("c", call: 1)?.hasPrefix("Recorded the inline snapshot") == true)
    #expect(package.read(path) == file(recorded: ["|1|", "|2|", "|3|", "|4|"], test1: ["|c|"]))
  }

  @Test(arguments: [("a", "a"), ("a", "b")])
  func twoRunsRecordingEveryCallLandEachLiteralOnce(builds: (String, String)) throws {
    let count = 6
    let original = Self.source(Array(repeating: "", count: count))
    try package.write(original, to: path)
    let runs = [SnapshotSession(build: builds.0), SnapshotSession(build: builds.1)]
    var messages: [String] = []
    for call in 0..<count {
      // The runs take turns being first.
      for run in call % 2 == 0 ? [0, 1] : [1, 0] {
        messages.append(check(Self.text(call), call: call, in: original, session: runs[run]) ?? "")
      }
    }
    #expect(package.read(path) == Self.source((0..<count).map(Self.literal)))
    #expect(messages.filter { $0.hasPrefix("Recorded the inline snapshot") }.count == count)
    #expect(
      messages.filter {
        $0.hasPrefix("Another test run wrote the inline snapshot")
          && $0.hasSuffix("with the same text; check it and run again.")
      }.count == count)
  }

  @Test func twoRunsOnManyThreadsLandEachLiteralOnce() throws {
    let count = 8
    let original = Self.source(Array(repeating: "", count: count))
    try package.write(original, to: path)
    let runs = [SnapshotSession(build: "a"), SnapshotSession(build: "b")]
    let recorded = Counter()
    DispatchQueue.concurrentPerform(iterations: 2 * count) { index in
      let message = check(
        Self.text(index / 2), call: index / 2, in: original, session: runs[index % 2])
      if message?.hasPrefix("Recorded") == true { recorded.add() }
    }
    #expect(package.read(path) == Self.source((0..<count).map(Self.literal)))
    #expect(recorded.value == count)
  }

  @Test func anotherRunsDifferentTextStaysAndThisRunsPendsForReview() throws {
    let original = Self.source(["", ""])
    try package.write(original, to: path)
    _ = check("x", call: 0, in: original, session: SnapshotSession(build: "a"))
    #expect(
      check("y", call: 0, in: original, session: SnapshotSession(build: "b"))
        == "Another test run wrote the inline snapshot at Tests/FakeTests/FakeSuite.swift:4 since this one was built, with other text; the source keeps it. This run's text: Tests/FakeTests/FakeSuite.swift.pending-snapshots (review it with stratus snapshots review)."
    )
    #expect(package.read(path) == Self.source(["|x|", ""]))
    let pending = try #require(review.files().pending.first)
    #expect(try review.diff(of: pending).contains("-|x|\n+|y|"))
    try review.accept(pending)
    #expect(package.read(path) == Self.source(["|y|", ""]))
  }

  @Test func aRunBuiltBeforeAnAcceptFindsItsCallBelowIt() throws {
    let original = Self.source(["|x|", ""])
    try package.write(original, to: path)
    let tests = SnapshotSession(build: "a")
    _ = check("a\nb\nc", expected: "|x|", call: 0, in: original, session: tests)
    try review.accept(try #require(review.files().pending.first))
    // Still the same test process, built before the accept moved its second call.
    _ = check("z", call: 1, in: original, session: tests)
    #expect(package.read(path) == Self.source(["|a|\n|b|\n|c|", "|z|"]))
  }

  @Test func aLiteralEditedByHandSinceTheBuildIsNeverOverwritten() throws {
    let original = Self.source(["|x|"])
    try package.write(original, to: path)
    let edited = Self.source(["|by hand|"])
    try package.write(edited, to: path)
    let failed = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOTS": "failed"], isTerminal: false)
    #expect(
      check(
        "y", expected: "|x|", call: 0, in: original, session: SnapshotSession(build: "a"),
        environment: failed)?.hasPrefix(
          "Inline snapshot at FakeSuite.swift:4 not checked: Tests/FakeTests/FakeSuite.swift:4: cannot rewrite this inline snapshot: the literal is not the one the test was built with"
        ) == true)
    #expect(package.read(path) == edited)
  }

  @Test func aCallThatMovedIntoAnotherFunctionIsRefused() throws {
    let original = Self.source(["", ""])
    // Seven lines added by hand above: test1's compiled line now holds test0's call.
    let edited = original.replacingOccurrences(
      of: "import Testing\n", with: "import Testing\n" + String(repeating: "//\n", count: 7))
    try package.write(edited, to: path)
    #expect(
      check("y", call: 0, in: original, session: SnapshotSession(build: "a"))
        == "Inline snapshot at FakeSuite.swift:4 not checked: Tests/FakeTests/FakeSuite.swift:4: cannot rewrite this inline snapshot: no assertInlineSnapshot( at column 23; the file changed since the test was built, run it again"
    )
    #expect(
      check("y", call: 1, in: original, session: SnapshotSession(build: "a"))
        == "Inline snapshot at FakeSuite.swift:11 not checked: Tests/FakeTests/FakeSuite.swift:11: cannot rewrite this inline snapshot: this call is in test0, not in test1; the file changed since the test was built, run it again"
    )
    #expect(package.read(path) == edited)
  }
}

/// A count that threads add to.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add() { lock.withLock { count += 1 } }
}
