/// `stratus snapshots reject`: the .new file (and its .diff) is deleted; the golden stays.
struct SnapshotsRejectCommand: StratusCommand {
  static let spec = PendingAction.reject.spec

  let arguments: ParsedArguments

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    self.arguments = arguments
  }

  func run() async throws(CommandFailure) {
    try PendingAction.reject.run(arguments)
  }
}
