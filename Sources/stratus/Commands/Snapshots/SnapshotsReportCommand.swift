struct SnapshotsReportCommand: StratusCommand {
  static let spec = CommandSpec(path: ["snapshots", "report"], abstract: "Report.")
  init(_ arguments: ParsedArguments) throws(CommandFailure) {}
  func run() async throws(CommandFailure) {}
}
