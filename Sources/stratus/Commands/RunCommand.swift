struct RunCommand: StratusCommand {
  static let spec = CommandSpec(path: ["run"], abstract: "Run the app in this terminal.")
  init(_ arguments: ParsedArguments) throws(CommandFailure) {}
  func run() async throws(CommandFailure) {}
}
