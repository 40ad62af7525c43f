/// What a command is: its name, what it does, its positional arguments and its help,
/// used to parse its arguments and to print its `--help`.
///
/// A command's options are not written here but declared once, as typed values in its
/// ``OptionGroup`` (``StratusCommand/Options``); ``declaring(_:)`` adds them, so the
/// parser, the help page and the code that reads a value all use the same declaration:
///
/// ```swift
/// static let configuration = CommandSpec(
///   path: ["render"], abstract: "Print one screen of the app as text.",
///   arguments: [.init("screen", "now, week, …")])
/// struct Options: OptionGroup {
///   var size = SizeOption.Group()
///   var fence = Flag.fence
/// }
/// ```
struct CommandSpec: Sendable {
  /// The words after `stratus` that name the command: `["snapshots", "accept"]`.
  var path: [String]
  /// One line saying what the command does.
  var abstract: String
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// The options, in the order help lists them (`--help` is added to every command);
  /// filled in from the command's declarations by ``declaring(_:)``.
  var options: [OptionSpec] = []
  /// Commands below this one, for a command that only groups others.
  var subcommands: [CommandSpec] = []
  /// Paragraphs after the options: details, examples, exit codes.
  var discussion: String = ""

  /// `stratus render`.
  var name: String { (["stratus"] + path).joined(separator: " ") }

  /// The usage line: `stratus render <screen> [options]`.
  var usage: String {
    var words = [name]
    if !subcommands.isEmpty { words.append("<command>") }
    for argument in arguments { words.append(argument.usage) }
    if options.contains(where: { !$0.isHidden }) { words.append("[options]") }
    return words.joined(separator: " ")
  }

  /// This command with the options `group` declares.
  func declaring(_ group: some OptionGroup) -> CommandSpec {
    var spec = self
    spec.options = group.declarations
    return spec
  }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
  /// The placeholder shown in usage: `screen` prints as `<screen>`.
  var name: String
  /// What it is, for help.
  var help: String
  /// Whether it may be left out.
  var isOptional = false
  /// Whether it takes every remaining positional word (`PATH…`).
  var isRepeated = false

  init(_ name: String, _ help: String, optional: Bool = false, repeated: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = optional
    self.isRepeated = repeated
  }

  /// `<screen>`, `[<fixture>]`, `[<path>...]`.
  var usage: String {
    let word = "<\(name)>" + (isRepeated ? "..." : "")
    return isOptional ? "[\(word)]" : word
  }
}
