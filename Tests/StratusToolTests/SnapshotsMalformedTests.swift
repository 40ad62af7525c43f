import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `stratus snapshots` commands on goldens and pending files that no test can use:
/// one whose legend lists a letter twice, one whose plane marks cells with a letter its
/// legend does not list, one of a newer format version, and a 9 MiB pending file.
/// `status` and `review` say which, where and why; `accept` refuses to put one in place.
@Suite struct SnapshotsMalformedTests {
  let tree: SnapshotTree
  static let launch = SnapshotTree.launch
  static let week = SnapshotTree.week

  init() throws { tree = try SnapshotTree() }

  private func snapshots(_ arguments: [String]) async throws -> Stratus.Result {
    try await Stratus.run(["snapshots"] + arguments + ["--package-path", tree.root.path])
  }

  /// Adds a second legend line for `a` to the golden at `path`, and returns its line and
  /// the line of the first one.
  private func listLetterATwice(in path: String) throws -> (line: Int, first: Int) {
    let golden = try tree.contents(of: path)
    let lines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(lines.firstIndex { $0.hasPrefix("a ") }) + 1
    try Data((golden + "a alarm: fg=red\n").utf8).write(to: tree.url(path))
    return (lines.count, first)
  }

  @Test func statusListsAMalformedGoldenWithItsLineAndExitsOne() async throws {
    defer { tree.remove() }
    let (line, first) = try listLetterATwice(in: Self.launch)
    let result = try await snapshots(["status"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        """
        malformed or unreadable (1), no test can use them:
          \(Self.launch):\(line): the legend lists "a" twice (first on line \(first))

        """), "\(result.output)")
    let json = try await snapshots(["status", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let malformed = try #require(object?["malformed"] as? [[String: Any]])
    #expect(malformed.count == 1)
    #expect(malformed.first?["path"] as? String == Self.launch)
    #expect(malformed.first?["line"] as? Int == line)
  }

  @Test func statusNamesAGoldenOfANewerVersion() async throws {
    defer { tree.remove() }
    let golden = try tree.contents(of: Self.week)
    let newer = golden.replacingOccurrences(
      of: "# stratus-snapshot 2 ", with: "# stratus-snapshot 3 ")
    #expect(newer != golden)
    try Data(newer.utf8).write(to: tree.url(Self.week))
    let result = try await snapshots(["status"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "  \(Self.week):1: version 3 is not one this Stratus reads (1 and 2); a newer Stratus may have written it\n"
      ), "\(result.output)")
  }

  @Test func reviewNamesAMalformedGoldenBeforeItsDiffAndDoesNotDrawIt() async throws {
    defer { tree.remove() }
    let (line, first) = try listLetterATwice(in: Self.launch)
    try tree.makePending(Self.launch, editing: [("95%", "96%")])
    let result = try await snapshots(["review", "--color", "always"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains(
        """
        changed: \(Self.launch)
        \(Self.launch):\(line): malformed snapshot file: the legend lists "a" twice (first on line \(first))
        \(Self.launch).new:\(line): malformed snapshot file: the legend lists "a" twice (first on line \(first))

        """), "\(result.output)")
    #expect(result.output.contains("golden: malformed, not drawn in its styles\n"))
    #expect(!result.output.contains("golden, drawn in its styles:"))
  }

  @Test func acceptRefusesAPendingFileOverTheSizeATestReads() async throws {
    defer { tree.remove() }
    let golden = try tree.contents(of: Self.launch)
    try tree.makePending(Self.launch, editing: [("95%", "96%")])
    guard truncate(tree.url(Self.launch + ".new").path, 9 << 20) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    let result = try await snapshots(["accept", Self.launch])
    #expect(result.status == 74)
    #expect(
      result.error == """
        stratus snapshots accept: \(Self.launch).new: 9437184 bytes, more than the 8 MiB a \
        snapshot file may hold; not accepted, as no test could read it
        stratus snapshots accept: 1 of 1 could not be accepted; the reasons are above

        """)
    #expect(result.output == "")
    #expect(try tree.contents(of: Self.launch) == golden)
    #expect(tree.exists(Self.launch + ".new"))
  }

  @Test func acceptRefusesAMalformedPendingFileAndAcceptsTheRest() async throws {
    defer { tree.remove() }
    let golden = try tree.contents(of: Self.launch)
    let pending = try tree.makePending(Self.launch, editing: [("95%", "96%")])
    let plane = try #require(pending.range(of: "|.kkk"))
    try Data(pending.replacingCharacters(in: plane, with: "|.xkk").utf8)
      .write(to: tree.url(Self.launch + ".new"))
    try tree.makePending(Self.week, editing: [("Sun 22", "Sun 23")])
    let line = pending[..<plane.lowerBound].filter { $0 == "\n" }.count + 1
    let result = try await snapshots(["accept", "--all"])
    #expect(result.status == 74)
    #expect(
      result.error.hasPrefix(
        """
        stratus snapshots accept: \(Self.launch).new:\(line): malformed snapshot file: cell \
        (1,23) is marked "x", which the legend does not list; not accepted, as no test could \
        use it

        """), "\(result.error)")
    #expect(result.output == "accepted \(Self.week)\n")
    #expect(try tree.contents(of: Self.launch) == golden)
  }
}
