/// One command of the tool: what it is, the options it declares, how it reads them, and
/// what it does.
///
/// Every command follows the same steps, so adding one means writing one type and
/// listing it in ``Stratus/commands``:
/// 1. ``configuration`` names it and declares its positional arguments and help;
/// 2. ``Options`` declares each option once, as a typed value (``spec`` joins the two,
///    and parsing and `--help` come from it);
/// 3. ``init(_:)`` reads checked values by key path (`try arguments[\.width]`), or
///    throws a usage error;
/// 4. ``run()`` does the work and reports failure as a ``CommandFailure``.
@MainActor
protocol StratusCommand {
  /// The options the command declares.
  associatedtype Options: OptionGroup

  /// The command's name, positional arguments and help, without its options.
  static var configuration: CommandSpec { get }

  /// Reads checked values from the parsed arguments.
  ///
  /// - Throws: a usage failure (exit 64) naming the value that is wrong.
  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure)

  /// Does the work.
  func run() async throws(CommandFailure)
}

extension StratusCommand {
  /// The whole command, its declared options included: what is parsed, and what
  /// `--help` prints.
  static var spec: CommandSpec { configuration.declaring(Options()) }

  /// Parses `words` (those after the command's name), then prints the help or runs.
  static func main(_ words: [String]) async throws(CommandFailure) {
    guard let arguments = try Stratus.parse(words, for: spec, options: Options()) else { return }
    try await Self(arguments).run()
  }
}
