import Foundation
import TextSnapshotsCore

/// `stratus snapshots report --html FILE`: one static page with every pending snapshot,
/// old and new side by side, for reviewing in a browser or attaching to a CI run.
struct SnapshotsReportCommand: StratusCommand {
  static let spec = CommandSpec(
    path: ["snapshots", "report"],
    abstract: "Write an HTML page comparing each pending snapshot with its golden.",
    options: SnapshotsOptions.specs + [
      .value("--html", "FILE", "where to write the page (required; - for standard output)")
    ],
    discussion: """
      The page is self-contained (no scripts, fonts or images from anywhere): old and
      new frames side by side, changed cells marked, and the list of orphans.
      """)

  let review: SnapshotReview
  let destination: String

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    review = try SnapshotsOptions.review(arguments)
    guard let destination = arguments.value("--html") else {
      throw .usage("report needs --html FILE")
    }
    self.destination = destination
  }

  func run() async throws(CommandFailure) {
    let page: String
    do {
      page = try SnapshotReport(review: review).html()
    } catch {
      throw CommandFailure(.ioError, "\(details: error)")
    }
    guard destination != "-" else {
      try FileOutput.standardOutput.write(page)
      return
    }
    do {
      try Data(page.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
    } catch {
      throw CommandFailure(
        .ioError, "cannot write \(path: destination): \(details: error.localizedDescription)")
    }
    let count = review.pending().count
    try FileOutput.standardOutput.write(
      "wrote \(destination): \(count) pending snapshot\(count == 1 ? "" : "s")\n")
  }
}
