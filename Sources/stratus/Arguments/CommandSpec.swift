/// What a command accepts, written once and used twice: to parse its arguments and to
/// print its `--help`.
///
/// Every command of the tool declares one, so parsing rules, error messages and help
/// pages are the same everywhere:
///
/// ```swift
/// static let spec = CommandSpec(
///   path: ["render"], abstract: "Print one screen as text.",
///   arguments: [.init("screen", "the screen to print: now, week, …")],
///   options: [.value("--width", "N", "columns (default 80)"), .flag("--ascii", "…")])
/// ```
struct CommandSpec: Sendable {
  /// The words after `stratus` that name the command: `["snapshots", "accept"]`.
  var path: [String]
  /// One line saying what the command does.
  var abstract: String
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// The options, in the order help lists them (`--help` is added to every command).
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

  /// The option named `name` (`--width`, `-h`), if this command has it.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.shortName == name }
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

/// A `--name` option: a flag, or one that takes a value.
struct OptionSpec: Sendable {
  /// `--width`.
  var name: String
  /// `-h` for `--help`, when there is a short form.
  var shortName: String?
  /// The placeholder for its value (`N`), or `nil` for a flag.
  var valueName: String?
  /// What it does, including its default.
  var help: String
  /// Left out of help (none are today; kept for options in transition).
  var isHidden = false
  /// For a flag that may be followed by one of a few words (`--trace full`): the words.
  /// The next word is taken as the value only when it is one of them.
  var optionalValues: [String] = []
  /// A flag that asks for something else than the command's work, as `--help` does
  /// (`render --list`): given, the command needs none of its arguments.
  var isStandalone = false

  /// A flag: present or not; `standalone` when it needs none of the command's arguments.
  static func flag(
    _ name: String, short: String? = nil, standalone: Bool = false, _ help: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: nil, help: help, isStandalone: standalone)
  }

  /// A flag that may be followed by one of `values`: `--trace`, `--trace full` or
  /// `--trace=full`. Any other next word is left alone (it may be a positional).
  static func flag(_ name: String, values: [String], _ help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: nil, valueName: nil, help: help, optionalValues: values)
  }

  /// An option that takes a value: `--width 80` or `--width=80`.
  static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: nil, valueName: valueName, help: help)
  }

  /// `--help` (and `-h`), which every command accepts.
  static let help = flag("--help", short: "-h", "show this help")
}
