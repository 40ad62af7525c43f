import Foundation
import TextSnapshotsCore

/// The pending snapshots `accept` and `reject` act on: those named by path, or all.
///
/// A path may name the golden (`Snapshots/…/test.txt`), its pending file
/// (`….txt.new`) or a folder (every pending file below it), relative to the current
/// folder or absolute. An inline snapshot is named by its place (`Tests/X/FooTests.swift:12`),
/// or all of a test file's at once by the test file or its `.pending-snapshots` file. Only regular files are pending snapshots: an entry that is not
/// one (a folder or a link named `….txt.new`) is never selected, and is listed among
/// ``skipped`` when the selection reaches it.
struct PendingSelection {
  /// The positional argument both commands take.
  static let spec = ArgumentSpec(
    "path", "goldens, their .new files or folders to act on", optional: true, repeated: true)

  /// The pending snapshots to act on, in the order given.
  let pending: [PendingSnapshot]
  /// The entries the selection reached that are not regular files, left alone.
  let skipped: [SkippedFile]
  /// With `--all`, the `.diff` files with no `.new` beside them (see
  /// ``SnapshotReview/Files/strayDiffs``); empty when paths are given.
  let strayDiffs: [String]

  /// The pending snapshots `arguments` select.
  ///
  /// - Throws: a usage failure when no path and no `--all` is given, or both, or a path
  ///   matches nothing pending (saying why, when it names an entry that is skipped).
  init(
    _ arguments: ParsedArguments<PendingAction.Options>, in review: SnapshotReview
  ) throws(CommandFailure) {
    let files = review.files()
    let paths = arguments.positionals
    if arguments[\.all] {
      guard paths.isEmpty else { throw .usage("give paths or --all, not both") }
      pending = files.pending
      skipped = files.skipped
      strayDiffs = files.strayDiffs
      return
    }
    guard !paths.isEmpty else { throw .usage("name the snapshots to act on, or give --all") }
    var selected: [PendingSnapshot] = []
    var skipped: [SkippedFile] = []
    let folder = CurrentFolder.path.map { URL(fileURLWithPath: $0, isDirectory: true) }
    for path in paths {
      let wanted = Self.relativePath(of: path, in: review.packageRoot, from: folder)
      let matches = files.pending.filter {
        Self.path($0.relativePath, isSelectedBy: wanted) || Self.inline($0, isSelectedBy: wanted)
      }
      let skips = files.skipped.filter {
        Self.path($0.relativePath, isSelectedBy: wanted) || $0.relativePath == wanted + ".new"
      }
      guard !matches.isEmpty else {
        let reason = skips.first.map { ": \($0.relativePath) is \($0.reason)" } ?? ""
        throw .usage("nothing pending at '\(path: path)'\(details: reason)")
      }
      selected += matches.filter { !selected.contains($0) }
      skipped += skips.filter { !skipped.contains($0) }
    }
    pending = selected
    self.skipped = skipped
    strayDiffs = []
  }

  /// Whether `candidate` (a golden's path, or a skipped entry's) is the golden `wanted`
  /// names, its `.new`, or below the folder `wanted`.
  private static func path(_ candidate: String, isSelectedBy wanted: String) -> Bool {
    candidate == wanted || candidate + ".new" == wanted
      || candidate.hasPrefix(wanted.hasSuffix("/") ? wanted : wanted + "/")
  }

  /// Whether `pending` is an inline snapshot of the test file `wanted` names, or of the
  /// test file whose `.pending-snapshots` file it names.
  private static func inline(_ pending: PendingSnapshot, isSelectedBy wanted: String) -> Bool {
    guard let source = pending.inlineSource else { return false }
    return source == wanted || source + ".pending-snapshots" == wanted
  }

  /// `path` relative to the package root, as the review names files. A path outside the
  /// package, or relative to a current folder that no longer exists (`folder` is `nil`),
  /// is taken as relative to the package root.
  private static func relativePath(of path: String, in root: URL, from folder: URL?) -> String {
    guard path.hasPrefix("/") || folder != nil else { return path }
    let absolute = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    guard absolute.hasPrefix(rootPath + "/") else { return path }
    return String(absolute.dropFirst(rootPath.count + 1))
  }
}
