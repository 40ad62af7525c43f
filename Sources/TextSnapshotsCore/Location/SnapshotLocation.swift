import Foundation

/// Where an assertion's golden file lives:
/// `Snapshots/<TestTarget>/<File>/<test>[.<name>].txt` under the package root.
///
/// Everything is derived from the caller's `#filePath`, never from the working
/// directory, so `swift test` from any folder, Xcode and a CI runner all read and write
/// the same files. `<TestTarget>` is the folder under `Tests/` and `<File>` the test
/// file's name without `.swift`, which works the same for Swift Testing suites and
/// XCTest classes.
public struct SnapshotLocation: Hashable, Sendable {
  /// The folder that holds `Package.swift`.
  public let packageRoot: URL
  /// The path below the package root, e.g. `Snapshots/TextUITests/StackLayoutTests/x.txt`.
  public let relativePath: String
  /// `packageRoot.path`.
  let packageRootPath: String
  /// The golden file's path, built from strings once (see ``SnapshotFolder``): what an
  /// assertion reads, without a URL method on its way.
  let path: String

  /// The golden file.
  public var file: URL { packageRoot.appendingPathComponent(relativePath) }
  /// The pending file a mismatch writes beside the golden.
  public var pendingFile: URL { packageRoot.appendingPathComponent(relativePath + ".new") }
  /// The whole diff, written beside the pending file.
  public var diffFile: URL { packageRoot.appendingPathComponent(relativePath + ".diff") }

  /// A location from a path relative to `packageRoot`.
  public init(packageRoot: URL, relativePath: String) {
    self.init(
      packageRoot: packageRoot, packageRootPath: packageRoot.path, relativePath: relativePath)
  }

  /// A location in `folder`, whose root's path is known already.
  init(in folder: SnapshotFolder, relativePath: String) {
    self.init(
      packageRoot: folder.packageRoot, packageRootPath: folder.packageRootPath,
      relativePath: relativePath)
  }

  private init(packageRoot: URL, packageRootPath: String, relativePath: String) {
    self.packageRoot = packageRoot
    self.packageRootPath = packageRootPath
    self.relativePath = relativePath
    path = SnapshotFolder.path(relativePath, below: packageRootPath)
  }

  /// The folder of golden files under a package root.
  static let folder = "Snapshots"
  /// The extension of a golden with a header and fenced rows, the default of every
  /// strategy (see ``Snapshotting/pathExtension``).
  public static let goldenExtension = "txt"
  /// The golden file extension.
  static let fileExtension = goldenExtension
}

extension SnapshotLocation {
  /// The folder for the assertions of the test file at `filePath`:
  /// `Snapshots/<TestTarget>/<File>` under its package root.
  ///
  /// It walks up the file system (see ``PackageRoot``); ``SnapshotSession`` remembers the
  /// answer for each test file.
  ///
  /// - Throws: ``SnapshotError/noPackageRoot(_:)`` when no folder above `filePath` holds a
  ///   `Package.swift`.
  static func folder(forTestFile filePath: String) throws(SnapshotError) -> SnapshotFolder {
    let file = URL(fileURLWithPath: filePath).standardizedFileURL
    guard let root = PackageRoot.containing(file.deletingLastPathComponent()) else {
      throw .noPackageRoot(filePath)
    }
    return SnapshotFolder(packageRoot: root, relativePath: folder(forTestFile: file, in: root))
  }

  /// The folder for the assertions of the test file at `file`, in the package at
  /// `root`: `Snapshots/<TestTarget>/<File>`.
  static func folder(forTestFile file: URL, in root: URL) -> String {
    let inside = Array(file.pathComponents.dropFirst(root.pathComponents.count))
    let target: String
    if inside.count >= 3, inside[0] == "Tests" {
      target = inside[1]
    } else {
      target = file.deletingLastPathComponent().lastPathComponent
    }
    let suite = file.deletingPathExtension().lastPathComponent
    return "\(folder)/\(target)/\(suite)"
  }
}

/// Finds the package root of a test folder.
///
/// It walks up the file system on every call, remembering nothing; the assertions find
/// each test file's root once per test process (``SnapshotSession``).
enum PackageRoot {
  /// The nearest folder at or above `folder` that holds a `Package.swift`; `nil` when
  /// there is none, or when `folder` is not an absolute path.
  ///
  /// A relative path has no top to stop at: `.` goes up to `..`, `../..` and on without
  /// end. Foundation makes one from an empty path, which is what
  /// `FileManager.currentDirectoryPath` returns when the current folder was deleted; so
  /// a relative path finds nothing, and the walk takes at most one step per component.
  static func containing(_ folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    guard candidate.path.hasPrefix("/") else { return nil }
    for _ in 0...candidate.pathComponents.count {
      let manifest = candidate.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
    return nil
  }
}
