import Foundation
import TextSnapshotsCore
import TextUI

/// What every `snapshots` command shares: which package's `Snapshots/` folder to work
/// on.
///
/// Each command declares it as its first group, then its own options after it:
///
/// ```swift
/// struct Options: OptionGroup {
///   var package = SnapshotsOptions()
///   var json = Flag("--json", help: "print the status as JSON")
/// }
/// ```
struct SnapshotsOptions: OptionGroup {
  /// `--package-path`, as in `swift build`.
  var packagePath = Option<String>(
    "--package-path", "DIR",
    help:
      "the package whose tests and Snapshots/ to work on (default: the one containing the current folder)"
  )

  /// The review of the package named by `--package-path`, or of the package that
  /// contains the current folder.
  ///
  /// - Throws: exit 66 when there is no `Package.swift` there, or when the current folder
  ///   is needed (no `--package-path`, or a relative one) and no longer exists.
  static func review(
    _ arguments: ParsedArguments<SnapshotsOptions>
  ) throws(CommandFailure) -> SnapshotReview {
    let manager = FileManager.default
    if let path = try arguments[\.packagePath] {
      // A relative path is relative to the current folder, which must still exist.
      let base = URL(
        fileURLWithPath: path.hasPrefix("/") ? "/" : try currentFolder(), isDirectory: true)
      let root = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
      guard manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
        throw CommandFailure(.noInput, "no Package.swift in '\(path: root.path)'")
      }
      return SnapshotReview(packageRoot: root)
    }
    let folder = URL(fileURLWithPath: try currentFolder())
    guard let review = SnapshotReview.package(containing: folder) else {
      throw CommandFailure(
        .noInput, "no Package.swift in '\(path: folder.path)' or the folders above it")
    }
    return review
  }

  /// The current folder's path, or exit 66 saying that it no longer exists.
  private static func currentFolder() throws(CommandFailure) -> String {
    guard let path = CurrentFolder.path else {
      throw CommandFailure(
        .noInput,
        "the current folder no longer exists; cd to the package, or give --package-path as an absolute path"
      )
    }
    return path
  }

  /// Says on standard error which entries a command left alone because they are not
  /// regular files: `skipped Snapshots/…/x.txt.new: a folder, not a regular file`, the
  /// path's control characters shown as pictures.
  static func note(_ skipped: [SkippedFile]) {
    for file in skipped {
      FileOutput.standardError.writeIgnoringFailure(ControlPicture.visible(file.description) + "\n")
    }
  }
}
