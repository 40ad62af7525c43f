/// One command of the tool: its spec, how it reads its arguments, and what it does.
///
/// Every command follows the same three steps, so adding one means writing one type
/// and listing it in ``Stratus/commands``:
/// 1. ``spec`` declares its arguments and options (parsing and `--help` come from it);
/// 2. ``init(_:)`` turns the parsed words into checked values, or a usage error;
/// 3. ``run()`` does the work and reports failure as a ``CommandFailure``.
@MainActor
protocol StratusCommand {
  /// The command's name, arguments, options and help.
  static var spec: CommandSpec { get }

  /// Reads checked values from the parsed arguments.
  ///
  /// - Throws: a usage failure (exit 64) naming the value that is wrong.
  init(_ arguments: ParsedArguments) throws(CommandFailure)

  /// Does the work.
  func run() async throws(CommandFailure)
}
