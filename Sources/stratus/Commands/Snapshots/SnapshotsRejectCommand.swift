/// `stratus snapshots reject`: the .new file (and its .diff) is deleted; the golden stays.
struct SnapshotsRejectCommand: StratusCommand {
  static let configuration = PendingAction.reject.configuration

  typealias Options = PendingAction.Options

  let arguments: ParsedArguments<Options>

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    self.arguments = arguments
  }

  func run() async throws(CommandFailure) {
    try PendingAction.reject.run(arguments)
  }
}
