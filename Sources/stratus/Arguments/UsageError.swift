/// A command line that cannot be run, with the reason in one line.
///
/// The tool prints the reason and the command's usage and exits 64 (`EX_USAGE`); the
/// command is named so the usage printed is the right one.
struct UsageError: Error, Equatable {
  /// What is wrong: `unknown screen 'nwo'; screens: now, week, …`.
  let message: Message

  init(_ message: Message) {
    self.message = message
  }
}
