import TextSnapshots

/// `stratus snapshots reject`: the .new file (and its .diff) is deleted; the golden stays.
struct SnapshotsRejectCommand: StratusCommand {
  static let spec = CommandSpec(
    path: ["snapshots", "reject"], abstract: "Delete pending .new files, keeping the goldens.",
    arguments: [PendingSelection.spec],
    options: SnapshotsOptions.specs + [.flag("--all", "act on every pending file")],
    discussion: """
      EXAMPLES:
        stratus snapshots reject Snapshots/ApplicationTests/LaunchScenarioTests
        stratus snapshots reject --all
      """)

  let review: SnapshotReview
  let selected: [PendingSnapshot]

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    review = try SnapshotsOptions.review(arguments)
    selected = try PendingSelection.select(arguments, in: review)
  }

  func run() async throws(CommandFailure) {
    for pending in selected {
      do {
        try review.reject(pending)
      } catch {
        throw CommandFailure(.ioError, error.description)
      }
      try FileOutput.standardOutput.write("rejected \(pending.relativePath)\n")
    }
  }
}
