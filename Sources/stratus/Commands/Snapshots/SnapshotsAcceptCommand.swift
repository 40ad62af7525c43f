/// `stratus snapshots accept`: the golden is replaced by the .new file in one atomic rename.
struct SnapshotsAcceptCommand: StratusCommand {
  static let configuration = PendingAction.accept.configuration

  typealias Options = PendingAction.Options

  let arguments: ParsedArguments<Options>

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    self.arguments = arguments
  }

  func run() async throws(CommandFailure) {
    try PendingAction.accept.run(arguments)
  }
}
