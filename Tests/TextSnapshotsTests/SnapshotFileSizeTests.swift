import Foundation
import Testing

@testable import TextSnapshotsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// No file the snapshot library reads whole may hold more than
/// ``SnapshotFile/maximumBytes``: a larger one is refused by its size, naming it, before
/// any of it is read, in the test process as in the review. The goldens here are sparse
/// files, so a 1 GiB one costs no disk space.
@Suite struct SnapshotFileSizeTests {
  let package: TemporaryPackage
  let golden = "Snapshots/FakeTests/Suite/test.txt"

  init() throws { package = try TemporaryPackage() }

  /// Makes the file at `path` `size` bytes long without writing them (a sparse file).
  private func makeSparse(_ path: String, size: Int) throws {
    try package.write("", to: path)
    guard truncate(package.root.appendingPathComponent(path).path, off_t(size)) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  private static let gibibyte = 1 << 30

  @Test func aGoldenOfOneGibibyteFailsTheAssertionNamingItAndIsLeftAlone() throws {
    try makeSparse(golden, size: Self.gibibyte)
    let verifier = SnapshotVerifier(mode: .missing)
    let result = verifier.verify(Snapshot(text: "hello"), at: package.location(golden))
    #expect(result.outcome == .failed)
    #expect(
      result.message
        == "\(golden): 1073741824 bytes, more than the 8 MiB a snapshot file may hold; not read")
    #expect(package.snapshotFiles() == [golden], "no .new or .diff is written")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: package.location(golden).file.path)
    #expect(attributes[.size] as? Int == Self.gibibyte, "the golden is left as it was")
  }

  @Test func aGoldenOfExactlyTheLimitIsStillRead() throws {
    try makeSparse(golden, size: SnapshotFile.maximumBytes)
    let data = try SnapshotFile.bytes(package.location(golden).file, naming: golden)
    #expect(data?.count == SnapshotFile.maximumBytes)
  }

  @Test func theReviewRefusesToDiffAGoldenOverTheLimit() throws {
    try makeSparse(golden, size: SnapshotFile.maximumBytes + 1)
    try package.write(Snapshot(text: "hello").text, to: golden + ".new")
    let review = SnapshotReview(packageRoot: package.root)
    let pending = try #require(review.pending().first)
    #expect(
      throws: SnapshotError.io(
        file: golden,
        reason: "8388609 bytes, more than the 8 MiB a snapshot file may hold; not read")
    ) { try review.diff(of: pending) }
  }

  @Test func anInlinePendingFileOverTheLimitIsSkippedNamingIt() throws {
    let pending = "Tests/FakeTests/FakeSuite.swift.pending-snapshots"
    try makeSparse(pending, size: Self.gibibyte)
    let files = SnapshotReview(packageRoot: package.root).files()
    #expect(files.pending.isEmpty)
    #expect(
      files.skipped.map(\.description) == [
        "skipped \(pending): cannot be read (\(pending): 1073741824 bytes, more than the 8 MiB a "
          + "snapshot file may hold; not read)"
      ])
  }

  #if os(Linux)
    /// A file can grow between `fstat` and `read`; a `/proc` file does it every time (it
    /// says it holds 0 bytes, and reads as more), so it shows that the read stops one
    /// byte past the limit rather than trusting the size.
    @Test func aFileThatHoldsMoreThanItsSizeSaidIsCutOffOneBytePastTheLimit() throws {
      let status = URL(fileURLWithPath: "/proc/self/status")
      #expect(
        throws: SnapshotError.io(
          file: "status", reason: "more than the 16 bytes a snapshot file may hold; not read")
      ) { try SnapshotFile.bytes(status, naming: "status", limit: 16) }
    }
  #endif

  @Test func aSnapshotOverTheLimitFailsAndWritesNothing() {
    // 1,024 rows of 8 KiB: more than 8 MiB once fenced.
    let row = String(repeating: "x", count: 8 << 10)
    let snapshot = Snapshot(text: Array(repeating: row, count: 1 << 10).joined(separator: "\n"))
    let size = snapshot.text.utf8.count
    let result = SnapshotVerifier(mode: .all).verify(snapshot, at: package.location(golden))
    #expect(result.outcome == .failed)
    #expect(
      result.message
        == "\(golden): the snapshot is \(size) bytes, more than the 8 MiB a snapshot file may "
        + "hold; nothing was written")
    #expect(package.snapshotFiles() == [])
  }
}
