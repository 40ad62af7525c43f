import TextSnapshotsCore
import TextUI

/// What `snapshots accept` and `snapshots reject` do to each pending file they select:
/// the two commands differ only in this, so they share everything else.
enum PendingAction: String, Sendable {
  /// The golden is replaced by the `.new` file in one atomic rename (an inline
  /// snapshot's literal is rewritten).
  case accept
  /// The `.new` file (and its `.diff`, or the inline entry) is deleted; the golden stays.
  case reject

  /// What both commands declare.
  struct Options: OptionGroup {
    var package = SnapshotsOptions()
    var all = Flag("--all", help: "act on every pending file")
  }

  /// The command's name, arguments and help; its options are ``Options``.
  var configuration: CommandSpec {
    CommandSpec(
      path: ["snapshots", rawValue],
      abstract: self == .accept
        ? "Replace goldens with their .new files; write inline entries."
        : "Delete pending .new files and inline entries; goldens stay.",
      arguments: [PendingSelection.spec],
      discussion: (self == .accept ? Self.acceptsOnlyWhatATestReads : "") + """
        EXAMPLES:
          stratus snapshots \(rawValue) Snapshots/ApplicationTests/LaunchScenarioTests
          stratus snapshots \(rawValue) Tests/PresentationTests/SkyViewTests.swift:53
          stratus snapshots \(rawValue) --all
        """)
  }

  /// What `accept`'s help says of the `.new` files it refuses.
  private static var acceptsOnlyWhatATestReads: String {
    """
    A .new file that no test could read as its golden (over 8 MiB, not UTF-8 text,
    or not in the snapshot format) is refused, naming the file and why, and the
    others are still accepted.
    """ + "\n\n"
  }

  /// Applies the action to every pending file `arguments` select, printing
  /// `accepted <path>` or `rejected <path>` for each, and on standard error a
  /// `skipped <path>: <reason>` line for each entry reached that is not a regular file.
  ///
  /// One entry that cannot be changed (its test file was deleted, its golden became a
  /// folder) is reported on standard error and the others are still acted on; the
  /// command then exits 74. `reject --all` also removes the `.diff` files left without
  /// their `.new`.
  func run(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    let review = try SnapshotsOptions.review(arguments.group(\.package))
    let selection = try PendingSelection(arguments, in: review)
    SnapshotsOptions.note(selection.skipped)
    var failures = 0
    for pending in selection.pending {
      do {
        switch self {
        case .accept: try review.accept(pending)
        case .reject: try review.reject(pending)
        }
      } catch {
        failures += 1
        Diagnostics.print("\(details: error)", for: configuration)
        continue
      }
      try FileOutput.standardOutput.write(
        "\(rawValue)ed \(ControlPicture.visible(pending.relativePath))\n")
    }
    if self == .reject {
      for diff in selection.strayDiffs {
        do {
          guard try review.removeStrayDiff(diff) else { continue }
        } catch {
          failures += 1
          Diagnostics.print("\(details: error)", for: configuration)
          continue
        }
        try FileOutput.standardOutput.write("removed \(diff): no .new beside it\n")
      }
    }
    guard failures == 0 else {
      let total = selection.pending.count + selection.strayDiffs.count
      throw CommandFailure(
        .ioError, "\(failures) of \(total) could not be \(rawValue)ed; the reasons are above")
    }
  }
}
