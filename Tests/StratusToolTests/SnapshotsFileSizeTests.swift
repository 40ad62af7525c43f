import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `stratus snapshots` commands on a package whose golden was made 1 GiB (a sparse
/// file, so it costs no disk): the commands that read goldens refuse it by its size,
/// naming it, and go on with the rest; those that only list or move files do as usual.
@Suite struct SnapshotsFileSizeTests {
  let tree: SnapshotTree
  static let huge = SnapshotTree.launch
  static let reason =
    "\(huge): 1073741824 bytes, more than the 8 MiB a snapshot file may hold; not read"

  init() throws {
    tree = try SnapshotTree()
    try tree.makePending(Self.huge, editing: [("95%", "96%")])
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    guard truncate(tree.url(Self.huge).path, 1 << 30) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  private func snapshots(_ arguments: [String]) async throws -> Stratus.Result {
    try await Stratus.run(["snapshots"] + arguments + ["--package-path", tree.root.path])
  }

  @Test func reviewSkipsTheDiffOfAGoldenOverTheLimitAndShowsTheRest() async throws {
    defer { tree.remove() }
    let result = try await snapshots(["review"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("\nskipped, cannot show it: \(Self.reason)\n"))
    #expect(result.output.contains("\n+| ▸ Sun 23 "))
  }

  @Test func reportShowsWhyAGoldenOverTheLimitIsNotShown() async throws {
    defer { tree.remove() }
    let result = try await snapshots(["report", "--html", "-"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("<p class=\"error\">\(Self.reason)</p>"))
    #expect(
      result.output.components(separatedBy: "class=\"error\"").count == 2,
      "the other entry is shown")
  }

  @Test func statusAndAcceptDoNotReadTheGolden() async throws {
    defer { tree.remove() }
    let status = try await snapshots(["status"])
    #expect(status.status == 1)
    #expect(status.output.contains("  changed \(Self.huge)\n"))
    let accept = try await snapshots(["accept", Self.huge])
    #expect(accept.status == 0, "\(accept.error)")
    #expect(try tree.contents(of: Self.huge).contains("96%"))
  }
}
