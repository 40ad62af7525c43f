import Foundation

/// Where the goldens of one test file live: its package root, and
/// `Snapshots/<TestTarget>/<File>` below it (see ``SnapshotLocation``).
///
/// The root's path is kept as a string beside its URL. An assertion builds the paths it
/// reads by appending to that string: each URL method parses the URL again, and
/// `appendingPathComponent` also calls `stat` on the result to learn whether it is a
/// folder, which cost more than reading the golden.
struct SnapshotFolder: Equatable, Sendable {
  /// The folder that holds `Package.swift`.
  let packageRoot: URL
  /// `packageRoot.path`.
  let packageRootPath: String
  /// The folder's path below the package root, e.g. `Snapshots/TextUITests/StackLayoutTests`.
  let relativePath: String
  /// The folder's own path.
  let path: String

  /// The folder at `relativePath` below `packageRoot`.
  init(packageRoot: URL, relativePath: String) {
    self.packageRoot = packageRoot
    packageRootPath = packageRoot.path
    self.relativePath = relativePath
    path = Self.path(relativePath, below: packageRootPath)
  }

  /// `relativePath` below the folder at `root`, joined with one `/`.
  static func path(_ relativePath: String, below root: String) -> String {
    root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
  }
}
