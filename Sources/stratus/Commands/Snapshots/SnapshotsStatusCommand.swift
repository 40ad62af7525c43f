import Foundation
import TextSnapshotsCore

/// `stratus snapshots status`: what waits for review, and what no test checks any more.
struct SnapshotsStatusCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["snapshots", "status"],
    abstract: "List pending files, orphans, and entries skipped or malformed.",
    discussion: """
      Pending files are left by failing snapshot tests: .new files beside goldens, and
      the entries of <test file>.pending-snapshots for inline snapshots. Orphans are
      goldens that the newest complete run ('stratus snapshots test') did not check;
      without a complete run they are unknown. Only regular files are snapshots: a
      folder, link, FIFO or device named like one is listed as skipped and left alone.
      A golden or .new file no test can use (over 8 MiB, unreadable, or not in the
      snapshot format) is listed as malformed, with the line and what is wrong.
      Exits 1 when anything is pending, orphaned, skipped or malformed, 0 otherwise.
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
