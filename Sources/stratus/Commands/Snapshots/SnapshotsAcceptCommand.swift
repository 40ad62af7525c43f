import TextSnapshots

/// `stratus snapshots accept`: the golden is replaced by the .new file in one atomic rename.
struct SnapshotsAcceptCommand: StratusCommand {
  static let spec = CommandSpec(
    path: ["snapshots", "accept"], abstract: "Replace goldens with their pending .new files.",
    arguments: [PendingSelection.spec],
    options: SnapshotsOptions.specs + [.flag("--all", "act on every pending file")],
    discussion: """
      EXAMPLES:
        stratus snapshots accept Snapshots/ApplicationTests/LaunchScenarioTests
        stratus snapshots accept --all
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
        try review.accept(pending)
      } catch {
        throw CommandFailure(.ioError, error.description)
      }
      try FileOutput.standardOutput.write("accepted \(pending.relativePath)\n")
    }
  }
}
