import TextSnapshotsCore

/// `stratus snapshots report --html FILE`: one static page with every pending snapshot,
/// old and new side by side, for reviewing in a browser or attaching to a CI run.
struct SnapshotsReportCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["snapshots", "report"],
    abstract: "Write an HTML page comparing each pending snapshot with its golden.",
    discussion: """
      The page is self-contained (no scripts, fonts or images from anywhere): old and
      new frames side by side, changed cells marked, the orphans, and the entries
      skipped because they are not regular files (never read). A new FILE, or a
      regular file, is replaced atomically; a symbolic link, FIFO or character device
      (/dev/stdout) is written through; a folder, a block device or a FIFO that no
      process reads is refused (exit 74).
      """)

  struct Options: OptionGroup {
    var package = SnapshotsOptions()
    var html = Option<String>.destination(
      "--html", help: "where to write the page (required; - for standard output)")
  }

  let review: SnapshotReview
  let destination: String

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    review = try SnapshotsOptions.review(arguments.group(\.package))
    guard let destination = try arguments[\.html] else {
      throw .usage("report needs --html FILE")
    }
    self.destination = destination
  }

  func run() async throws(CommandFailure) {
    let report: SnapshotReport
    do {
      report = try SnapshotReport(review: review)
    } catch {
      throw CommandFailure(.ioError, "\(details: error)")
    }
    SnapshotsOptions.note(report.skipped)
    let count = report.pendingCount
    try FileDestination.reportPage(destination).deliver(
      report.html(), what: "\(count) pending snapshot\(count == 1 ? "" : "s")")
  }
}
