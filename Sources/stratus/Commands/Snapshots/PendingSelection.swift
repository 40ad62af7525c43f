import Foundation
import TextSnapshotsCore

/// The pending snapshots `accept` and `reject` act on: those named by path, or all.
///
/// A path may name the golden (`Snapshots/…/test.txt`), its pending file
/// (`….txt.new`) or a folder (every pending file below it), relative to the current
/// folder or absolute.
enum PendingSelection {
  /// The options both commands take.
  static let spec = ArgumentSpec(
    "path", "goldens, their .new files or folders to act on", optional: true, repeated: true)

  /// The pending snapshots `arguments` select.
  ///
  /// - Throws: a usage failure when no path and no `--all` is given, or both, or a path
  ///   matches nothing pending.
  static func select(
    _ arguments: ParsedArguments, in review: SnapshotReview
  ) throws(CommandFailure) -> [PendingSnapshot] {
    let pending = review.pending()
    let paths = arguments.positionals
    if arguments.flag("--all") {
      guard paths.isEmpty else { throw .usage("give paths or --all, not both") }
      return pending
    }
    guard !paths.isEmpty else { throw .usage("name the snapshots to act on, or give --all") }
    var selected: [PendingSnapshot] = []
    for path in paths {
      let wanted = relativePath(of: path, in: review.packageRoot)
      let matches = pending.filter {
        $0.relativePath == wanted || $0.relativePath + ".new" == wanted
          || $0.relativePath.hasPrefix(wanted.hasSuffix("/") ? wanted : wanted + "/")
      }
      guard !matches.isEmpty else { throw .usage("nothing pending at '\(path: path)'") }
      selected += matches.filter { !selected.contains($0) }
    }
    return selected
  }

  /// `path` relative to the package root, as the review names files.
  private static func relativePath(of path: String, in root: URL) -> String {
    let absolute = URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/")
    ).standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    guard absolute.hasPrefix(rootPath + "/") else { return path }
    return String(absolute.dropFirst(rootPath.count + 1))
  }
}
