/// Why a command stopped, as the one line the tool prints and the status it exits with.
///
/// Commands turn every error they can meet (a bad file, an unreachable server, a
/// failed write) into one of these, so no error escapes as a stack trace and every
/// failure has a status a script can test. The message is a ``Message``, so whatever it
/// repeats is printed safely.
struct CommandFailure: Error, Equatable {
  /// The status to exit with.
  let status: ExitCode
  /// What went wrong, naming the file, place or value involved.
  let message: Message
  /// Whether to print the command's usage after the message (usage errors).
  let showsUsage: Bool

  init(_ status: ExitCode, _ message: Message, showsUsage: Bool = false) {
    self.status = status
    self.message = message
    self.showsUsage = showsUsage
  }

  /// A usage error: exit 64, with the usage printed after the reason.
  static func usage(_ message: Message) -> CommandFailure {
    CommandFailure(.usage, message, showsUsage: true)
  }

  /// A command that ran and has already said what needs attention: exit 1 with no
  /// further message.
  static let needsAttention = CommandFailure(.failure, "")
}
