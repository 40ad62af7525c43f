/// `stratus snapshots accept`: the golden is replaced by the .new file in one atomic rename.
struct SnapshotsAcceptCommand: StratusCommand {
  static let spec = PendingAction.accept.spec

  let arguments: ParsedArguments

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    self.arguments = arguments
  }

  func run() async throws(CommandFailure) {
    try PendingAction.accept.run(arguments)
  }
}
