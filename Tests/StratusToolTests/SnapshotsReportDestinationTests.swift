import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `stratus snapshots report --html PATH` writes, by what is at PATH: a new or
/// regular file is replaced atomically; a link, FIFO or character device is written
/// through and stays what it was; a folder, a missing folder, a link to nothing and a
/// FIFO that no process reads are refused with exit 74 and a message in words.
@Suite struct SnapshotsReportDestinationTests {
  let tree: SnapshotTree

  init() throws {
    tree = try SnapshotTree()
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
  }

  private func report(to path: String, killAfter: Double? = nil) async throws -> Stratus.Result {
    try await Stratus.run(
      ["snapshots", "report", "--html", path, "--package-path", tree.root.path],
      killAfter: killAfter)
  }

  // MARK: - Replaced atomically

  @Test func aRegularFileIsReplacedAndKeepsItsPermissions() async throws {
    defer { tree.remove() }
    let page = tree.url("page.html")
    try Data("old".utf8).write(to: page)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: page.path)
    let before = try #require(FileState.of(page.path))
    let result = try await report(to: page.path)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "wrote \(page.path): 1 pending snapshot\n")
    guard case .file(let bytes, let permissions, _) = FileState.of(page.path) else {
      Issue.record("not a regular file any more")
      return
    }
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
    #expect(permissions == 0o640)
    #expect(FileState.of(page.path) != before, "a new file, renamed over the old one")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tree.root.path).sorted()
        == ["Package.swift", "Snapshots", "page.html"], "no temporary file is left")
  }

  // MARK: - Written through

  @Test func aLinkStaysALinkAndItsTargetGetsThePage() async throws {
    defer { tree.remove() }
    let target = tree.url("target.html")
    try Data("old".utf8).write(to: target)
    let link = tree.url("link.html")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "target.html")
    let before = FileState.of(link.path)
    let result = try await report(to: link.path)
    #expect(result.status == 0, "\(result.error)")
    #expect(FileState.of(link.path) == before)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  @Test func aFIFOIsWrittenThroughToItsReaderAndStaysAFIFO() async throws {
    defer { tree.remove() }
    let fifo = tree.url("page.fifo")
    try FileState.makeFIFO(at: fifo)
    let before = FileState.of(fifo.path)
    // The FIFO has a reader before the tool starts, whenever `cat` gets to open it: this
    // end, opened without waiting and never read, which also keeps the page in the pipe
    // for `cat`. And it has a writer of the test's own until the tool has ended, so that
    // `cat`'s open never waits: opened after the tool had written the page and closed
    // its end (a loaded machine starts `cat` late), it would wait for a writer for ever.
    // Closing this one gives `cat` the end of the page, whether the tool wrote it or not.
    // Both are O_CLOEXEC, so `cat` (or a child of another test) shares neither.
    let held = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(held >= 0)
    defer { close(held) }
    var writer = open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(writer >= 0)
    defer { if writer >= 0 { close(writer) } }
    let copy = tree.url("copy.html")
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "exec cat \"$0\" > \"$1\"", fifo.path, copy.path]
    try reader.run()
    // Ended by its id if the test stops before `cat` has read to the end.
    defer { if reader.isRunning { kill(reader.processIdentifier, SIGKILL) } }
    let result = try await report(to: fifo.path, killAfter: HangGuard.seconds)
    close(writer)
    writer = -1
    // No writer is left (the tool has ended, and no child inherited an end), so `cat`
    // reads to the end of the page and exits: a wait for an event.
    let status = try await onOwnThread { () -> Int32 in
      reader.waitUntilExit()
      return reader.terminationStatus
    }
    #expect(status == 0, "cat exited with \(status)")
    #expect(result.status == 0, "\(result.error)")
    #expect(FileState.of(fifo.path) == before)
    #expect(before?.description == "FIFO")
    #expect(try String(contentsOf: copy, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  @Test func aFIFOThatNoProcessReadsIsRefusedAtOnceAndStaysAFIFO() async throws {
    defer { tree.remove() }
    let fifo = tree.url("page.fifo")
    try FileState.makeFIFO(at: fifo)
    let before = FileState.of(fifo.path)
    // It used to wait for a reader for ever; a run still going after 30 s is killed.
    let result = try await report(to: fifo.path, killAfter: HangGuard.seconds)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus snapshots report: cannot write \(fifo.path): it is a FIFO (named pipe) that "
        + "no process reads from; start the reader first, or give --html - and pipe standard "
        + "output\n")
    #expect(result.output.isEmpty)
    #expect(FileState.of(fifo.path) == before)
  }

  @Test func aFullDeviceIsReportedInWordsAndStaysADevice() async throws {
    defer { tree.remove() }
    guard let device = try fullDevice() else { return }
    let before = FileState.of(device)
    let result = try await report(to: device)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus snapshots report: cannot write to \(device): no space left on the device\n")
    #expect(FileState.of(device) == before)
    #expect(before?.description == "character device")
  }

  @Test func aLinkToStandardOutputGetsThePageAloneWithNoWroteLineAfterIt() async throws {
    defer { tree.remove() }
    // `/dev/stdout` is such a link; a link of the test's own keeps a regression from
    // replacing the system's.
    let link = tree.url("stdout")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/fd/1")
    let result = try await report(to: link.path)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("<!DOCTYPE html>"))
    #expect(result.output.hasSuffix("</html>\n"))
    #expect(FileState.of(link.path) == .link(target: "/dev/fd/1", inode: inode(of: link)))
  }

  /// A device that is always full, or `nil` where there is none (macOS): `/dev/full`
  /// itself when not root, and as root a node of the same device in the tree, so a
  /// regression that replaced the file at the path (as one did) cannot replace the
  /// system's `/dev/full`.
  private func fullDevice() throws -> String? {
    #if os(Linux)
      guard geteuid() == 0 else { return "/dev/full" }
      let node = tree.url("full").path
      // NB: glibc's `makedev` is a macro Swift cannot import; for major 1, minor 7 its
      // encoding is major << 8 | minor.
      guard mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
      }
      return node
    #else
      return nil
    #endif
  }

  private func inode(of url: URL) -> UInt64 {
    var info = stat()
    return lstat(url.path, &info) == 0 ? UInt64(info.st_ino) : 0
  }

  // MARK: - Refused

  @Test func aFolderIsRefusedNamingItAsAFolder() async throws {
    defer { tree.remove() }
    let folder = tree.url("Snapshots").path
    let before = FileState.tree(at: tree.url("Snapshots"))
    let result = try await report(to: folder)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus snapshots report: cannot write \(folder): it is a folder; name a file for "
        + "the page, such as \(folder)/report.html\n")
    #expect(FileState.tree(at: tree.url("Snapshots")) == before)
  }

  @Test func anEmptyPathIsAUsageError() async throws {
    defer { tree.remove() }
    let result = try await report(to: "")
    #expect(result.status == 64)
    #expect(
      result.error.hasPrefix(
        "stratus snapshots report: --html needs a file name, or - for standard output\n"))
  }

  @Test func aMissingFolderIsNamed() async throws {
    defer { tree.remove() }
    let page = tree.url("missing/page.html").path
    let result = try await report(to: page)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus snapshots report: cannot write \(page): the folder "
        + "\(tree.url("missing").path) does not exist\n")
  }

  @Test func aLinkToNothingIsNotFollowed() async throws {
    defer { tree.remove() }
    let link = tree.url("dangling.html")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "nowhere.html")
    let result = try await report(to: link.path)
    #expect(result.status == 74)
    #expect(
      result.error.hasSuffix("\(link.path): it is a symbolic link to nothing; not followed\n"))
    #expect(!FileManager.default.fileExists(atPath: tree.url("nowhere.html").path))
  }

  @Test(.enabled(if: geteuid() != 0, "root may write into a read-only folder"))
  func aReadOnlyFolderIsNamed() async throws {
    defer { tree.remove() }
    let folder = tree.url("read-only")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
    let page = folder.appendingPathComponent("page.html").path
    let result = try await report(to: page)
    #expect(result.status == 74)
    #expect(
      result.error
        == "stratus snapshots report: cannot write \(page): permission denied (cannot create a "
        + "file in the folder \(folder.path))\n")
  }

}
