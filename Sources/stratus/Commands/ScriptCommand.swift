struct ScriptCommand: StratusCommand {
  static let spec = CommandSpec(path: ["script"], abstract: "Run a scenario script.")
  init(_ arguments: ParsedArguments) throws(CommandFailure) {}
  func run() async throws(CommandFailure) {}
}
