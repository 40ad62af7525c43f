/// A command line that does not fit its command's spec, with the reason in one line.
///
/// ``ParsedArguments`` throws it while parsing: an unknown option, an option missing its
/// value, too few or too many arguments. `Stratus.main` turns it into
/// `CommandFailure.usage`, which prints the reason and then the usage of the command the
/// leading words named, and exits 64 (`EX_USAGE`); the error itself names no command. A
/// command that finds a parsed line wrong later (an unknown screen or place) throws
/// `CommandFailure.usage` directly.
struct UsageError: Error, Equatable {
  /// What is wrong: `unknown option '--widht'`.
  let message: Message

  init(_ message: Message) {
    self.message = message
  }
}
