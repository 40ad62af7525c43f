/// The tool's lines on standard error: failures, and notes that do not stop a command
/// (settings that could not be read or saved).
///
/// Every line goes out here, headed by the command that prints it
/// (`stratus render: …`), and every line is a ``Message``, so nothing the tool prints on
/// standard error can carry a raw control character or an unbounded echo.
enum Diagnostics {
  /// Prints `message` as one line headed by `spec`'s name and, for a usage error, the
  /// usage and where help is. Failures to print are ignored: there is nowhere left to
  /// report them.
  static func print(_ message: Message, for spec: CommandSpec, withUsage: Bool = false) {
    guard !message.isEmpty else { return }
    var text = "\(spec.name): \(message.text)\n"
    if withUsage {
      text += "USAGE: \(spec.usage)\nSee '\(spec.name) --help'.\n"
    }
    FileOutput.standardError.writeIgnoringFailure(text)
  }
}
