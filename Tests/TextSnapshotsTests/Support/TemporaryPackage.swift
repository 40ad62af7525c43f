import Foundation

@testable import TextSnapshotsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A throwaway package root (a folder with a `Package.swift`) for tests that write
/// golden, pending and ledger files without touching the real `Snapshots/` folder.
final class TemporaryPackage: Sendable {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// A golden location below `Snapshots/`.
  func location(_ path: String = "Snapshots/FakeTests/Suite/test.txt") -> SnapshotLocation {
    SnapshotLocation(packageRoot: root, relativePath: path)
  }

  /// The path of a test file in this package, for assertions that find their golden
  /// from `#filePath`. The file itself need not exist.
  var testFile: String { root.appendingPathComponent("Tests/FakeTests/FakeSuite.swift").path }

  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes the folder at `path` (and its parents).
  func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(path), withIntermediateDirectories: true)
  }

  /// Makes a symbolic link at `path` whose target is `target`, as given (a relative
  /// target is relative to the link's folder).
  func link(_ path: String, to target: String) throws {
    try makeFolder((path as NSString).deletingLastPathComponent)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(path).path, withDestinationPath: target)
  }

  /// Makes a FIFO (named pipe) at `path`.
  func makeFIFO(_ path: String) throws {
    try makeFolder((path as NSString).deletingLastPathComponent)
    guard mkfifo(root.appendingPathComponent(path).path, 0o644) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  /// What `lstat` says is at `path`; `nil` when nothing is.
  func kind(_ path: String) throws -> FileKind? {
    try FileKind.at(root.appendingPathComponent(path).path)
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// Every file below `Snapshots/`, relative to the root, sorted.
  func snapshotFiles() -> [String] {
    let folder = root.appendingPathComponent("Snapshots")
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
      if exists && !isFolder.boolValue { files.append("Snapshots/\(path)") }
    }
    return files.sorted()
  }
}
