import Foundation
import TextSnapshots

/// What every `snapshots` command shares: which package's `Snapshots/` folder to work
/// on.
enum SnapshotsOptions {
  /// `--package-path`, as in `swift build`.
  static let specs: [OptionSpec] = [
    .value(
      "--package-path", "DIR",
      "the package whose Snapshots/ to review (default: the one containing the current folder)")
  ]

  /// The review of the package named by `--package-path`, or of the package that
  /// contains the current folder.
  static func review(_ arguments: ParsedArguments) throws(CommandFailure) -> SnapshotReview {
    let start = URL(
      fileURLWithPath: arguments.value("--package-path") ?? FileManager.default.currentDirectoryPath
    ).standardizedFileURL
    var candidate = start
    while true {
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("Package.swift").path)
      {
        return SnapshotReview(packageRoot: candidate)
      }
      let parent = candidate.deletingLastPathComponent()
      guard parent.path != candidate.path, arguments.value("--package-path") == nil else { break }
      candidate = parent
    }
    throw CommandFailure(.noInput, "no Package.swift in '\(start.path)' or the folders above it")
  }
}
