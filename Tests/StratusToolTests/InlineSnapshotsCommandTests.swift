import Foundation
import Testing
import TextSnapshots

/// `stratus snapshots status`, `review`, `accept`, `reject` and `report` on the pending
/// inline snapshots of a throwaway package, run as the built binary. The entries are
/// left by the same check `assertInlineSnapshot` runs, with the calls' real `#line` and
/// `#column`.
@Suite struct InlineSnapshotsCommandTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("stratus-inline-\(UUID().uuidString)")
  let test = "Tests/FakeTests/FakeSuite.swift"

  /// A test file with one call per literal; call *n* is on line 4 + 5n when each literal
  /// has one row.
  static func source(_ literals: [String]) -> String {
    var text = "import Testing\n\n@Test func views() {\n"
    for (index, literal) in literals.enumerated() {
      text += "  assertInlineSnapshot(of: view\(index)) {\n    \"\"\"\n"
      for row in literal.split(separator: "\n") { text += "    \(row)\n" }
      text += "    \"\"\"\n  }\n"
    }
    return text + "}\n"
  }

  /// Writes the package with a test file (``test`` unless `file` says) of `old`
  /// literals and runs one failing check per call, which leaves an entry with the new
  /// text for each.
  private func makePending(old: [String], new: [String], in file: String? = nil) throws {
    let test = file ?? test
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/FakeTests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
    let original = Self.source(old)
    try Data(original.utf8).write(to: root.appendingPathComponent(test))
    let environment = SnapshotEnvironment(variables: [:], isTerminal: false)
    let session = SnapshotSession()
    let calls = original.components(separatedBy: "\n").enumerated().filter {
      $0.element.contains("assertInlineSnapshot(")
    }
    for (index, call) in calls.enumerated() {
      let column = call.element.utf8.count - call.element.drop { $0 != "(" }.utf8.count + 1
      let message = InlineSnapshotAssertion.check(
        Snapshot(text: new[index]), expected: old[index], mode: nil,
        testFile: root.appendingPathComponent(test).path, line: UInt(call.offset + 1),
        column: UInt(column), environment: environment, session: session)
      #expect(message != nil)
    }
  }

  private func snapshots(_ arguments: [String]) async throws -> Stratus.Result {
    try await Stratus.run(["snapshots"] + arguments + ["--package-path", root.path])
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  @Test func statusReviewAndAcceptInAnyOrderRewriteOnlyTheLiterals() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makePending(old: ["|a|", "|b|", "|c|"], new: ["A\nA", "B\nB\nB", "C"])
    let status = try await snapshots(["status"])
    #expect(status.status == 1)
    #expect(
      status.output.hasPrefix(
        "pending (3):\n  changed \(test):4\n  changed \(test):9\n  changed \(test):14\n"))

    let before = try read(test)
    let pendingBefore = try read(test + ".pending-snapshots")
    let review = try await snapshots(["review"])
    #expect(review.status == 0)
    #expect(
      review.output.contains(
        "[2/3] changed: \(test):9\n--- \(test):9\n+++ \(test).pending-snapshots\n"))
    #expect(review.output.contains("\n-|b|\n+|B|\n+|B|\n+|B|\n"))
    #expect(try read(test) == before)
    #expect(try read(test + ".pending-snapshots") == pendingBefore)

    let last = try await snapshots(["accept", path("\(test):14")])
    #expect(last.output == "accepted \(test):14\n", "\(last.error)")
    let first = try await snapshots(["accept", path("\(test):4")])
    #expect(first.output == "accepted \(test):4\n", "\(first.error)")
    // The middle call moved down a line when the first literal grew; the test file
    // names whatever of it is still pending.
    let rest = try await snapshots(["accept", path(test)])
    #expect(rest.output == "accepted \(test):10\n", "\(rest.error)")
    #expect(try read(test) == Self.source(["|A|\n|A|", "|B|\n|B|\n|B|", "|C|"]))
    #expect(!FileManager.default.fileExists(atPath: path(test + ".pending-snapshots")))
    #expect(try await snapshots(["status"]).output.hasPrefix("pending (0):\n"))
  }

  @Test func rejectDeletesTheEntriesAndLeavesTheSource() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makePending(old: ["|a|", "|b|"], new: ["A", "B"])
    let before = try read(test)
    let result = try await snapshots(["reject", path(test + ".pending-snapshots")])
    #expect(result.output == "rejected \(test):4\nrejected \(test):9\n", "\(result.error)")
    #expect(try read(test) == before)
    #expect(!FileManager.default.fileExists(atPath: path(test + ".pending-snapshots")))
  }

  @Test func acceptRefusesALiteralEditedSinceTheTestRan() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makePending(old: ["|a|"], new: ["A"])
    let edited = Self.source(["|edited|"])
    try Data(edited.utf8).write(to: root.appendingPathComponent(test))
    let result = try await snapshots(["accept", "--all"])
    #expect(result.status == 74)
    #expect(
      result.error.contains(
        "\(test):4: cannot rewrite this inline snapshot: the closure changed since the test ran; run the test again"
      ))
    #expect(try read(test) == edited)
  }

  @Test func anEntryWhoseTestFileWasDeletedBlocksNoOtherAndRejectClearsIt() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    // Sorted before the other test file, so it is the first entry `--all` meets.
    let deleted = "Tests/FakeTests/DeletedSuite.swift"
    try makePending(old: ["|a|"], new: ["A"], in: deleted)
    try makePending(old: ["|b|"], new: ["B"])
    try FileManager.default.removeItem(atPath: path(deleted))

    let accepted = try await snapshots(["accept", "--all"])
    #expect(accepted.status == 74)
    #expect(accepted.output == "accepted \(test):4\n")
    #expect(
      accepted.error == """
        stratus snapshots accept: \(deleted):4: cannot rewrite this inline snapshot: the test \
        file no longer exists; reject the entry to clear it
        stratus snapshots accept: 1 of 2 could not be accepted; the reasons are above

        """)
    #expect(try read(test) == Self.source(["|B|"]))

    let rejected = try await snapshots(["reject", "--all"])
    #expect(rejected.status == 0, "\(rejected.error)")
    #expect(rejected.output == "rejected \(deleted):4\n")
    #expect(!FileManager.default.fileExists(atPath: path(deleted + ".pending-snapshots")))
    #expect(!FileManager.default.fileExists(atPath: path(deleted)), "nothing recreates it")
    let status = try await snapshots(["status"])
    #expect(status.status == 0, "\(status.output)")
  }

  @Test func reportShowsEachEntryBesideTheLiteral() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makePending(old: ["|ab|"], new: ["ax"])
    let result = try await snapshots(["report", "--html", "-"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("<code>\(test):4</code>"))
    #expect(result.output.contains("1 line removed, 1 added."))
  }
}
