import Foundation
import TextSnapshotsCore

/// `stratus snapshots status`: what waits for review, and what no test checks any more.
struct SnapshotsStatusCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["snapshots", "status"],
    abstract: "List pending .new files, orphaned goldens and entries skipped.",
    discussion: """
      Pending files are left by failing snapshot tests: .new files beside goldens, and
      the entries of <test file>.pending-snapshots for inline snapshots. Orphans are
      goldens that the newest complete run ('stratus snapshots test') did not check;
      without a complete run they are unknown. Only regular files are snapshots: a
      folder, link, FIFO or device named like one is listed as skipped and left alone.
      Exits 1 when anything is pending, orphaned or skipped, 0 otherwise.
      """)

  struct Options: OptionGroup {
    var package = SnapshotsOptions()
    var json = Flag("--json", help: "print the status as JSON")
  }

  let review: SnapshotReview
  let isJSON: Bool

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    review = try SnapshotsOptions.review(arguments.group(\.package))
    isJSON = arguments[\.json]
  }

  func run() async throws(CommandFailure) {
    let status = SnapshotStatus(review: review)
    try FileOutput.standardOutput.write(isJSON ? status.json() : status.text())
    if status.needsAttention { throw .needsAttention }
  }
}
