import Foundation
import TextSnapshotsCore
import TextUI

/// `stratus snapshots prune`: deletes orphaned goldens, but only when a complete, green
/// run proves no test checks them.
struct SnapshotsPruneCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["snapshots", "prune"], abstract: "Delete orphaned goldens after a complete, green run.",
    discussion: """
      Orphans come from the newest complete run ('stratus snapshots test'). Prune
      refuses, exiting 1, when there is no complete run or the newest one failed: a
      golden not checked by a failing or partial run may only belong to a test that
      did not get that far. A golden the run did not check is deleted only when its
      test is gone from the source, or ran and checked others; one whose test exists
      but did not run (disabled, skipped, for another platform) is kept, as is one
      whose test holds #if code. A golden changed after the run is kept, since the run
      cannot vouch for it. Only regular files are goldens: a folder or link named like
      one is listed as skipped and never deleted.
      """)

  struct Options: OptionGroup {
    var package = SnapshotsOptions()
    var dryRun = Flag("--dry-run", help: "list what would be deleted; delete nothing")
  }

  let review: SnapshotReview
  let isDryRun: Bool

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    review = try SnapshotsOptions.review(arguments.group(\.package))
    isDryRun = arguments[\.dryRun]
  }

  func run() async throws(CommandFailure) {
    guard let orphans = review.orphans() else {
      throw CommandFailure(
        .failure, "no complete run recorded; run 'stratus snapshots test' first, then prune")
    }
    guard orphans.run.status == .green else {
      throw CommandFailure(
        .failure,
        "the newest complete run (\(orphans.run.id)) failed; make it pass before pruning")
    }
    SnapshotsOptions.note(review.files().skipped)
    let output = FileOutput.standardOutput
    let run = ControlPicture.visible(orphans.run.id)
    let kept = Dictionary(uniqueKeysWithValues: orphans.kept.map { ($0.relativePath, $0.reason) })
    for path in (orphans.files + kept.keys).sorted() {
      let shown = ControlPicture.visible(path)
      if let reason = kept[path] {
        try output.write("kept    \(shown) (\(ControlPicture.visible(reason)))\n")
        continue
      }
      let file = review.packageRoot.appendingPathComponent(path)
      if isNewer(file, than: orphans.run) {
        try output.write("kept    \(shown) (changed after run \(run))\n")
        continue
      }
      if !isDryRun {
        do {
          try review.delete(orphan: path)
        } catch {
          throw CommandFailure(.ioError, "cannot delete \(details: error.description)")
        }
      }
      try output.write("\(isDryRun ? "would delete" : "deleted") \(shown)\n")
    }
    if orphans.files.isEmpty { try output.write("no orphans\n") }
  }

  private func isNewer(_ file: URL, than run: SnapshotRun) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    let modified = attributes?[.modificationDate] as? Date ?? .distantPast
    return modified > run.lastModified
  }
}
