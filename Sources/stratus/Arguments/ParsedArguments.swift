/// A command's arguments, checked against its ``CommandSpec``.
///
/// The rules are the conventional ones, the same for every command:
/// - `--name value` and `--name=value` both set an option; a flag takes no value;
/// - the last occurrence of an option wins;
/// - `--` ends the options: every word after it is positional, even `-`-prefixed ones;
/// - a lone `-` is positional (it means standard input);
/// - anything else starting with `-` must be one of the command's options.
///
/// Positional words are checked against the spec's count; their meaning is the
/// command's business.
struct ParsedArguments: Sendable {
  /// The positional words, in order.
  private(set) var positionals: [String] = []
  /// The options given, by long name, with their value (`""` for a flag).
  private var options: [String: String] = [:]

  /// Parses `words` (the arguments after the command's name) for `spec`.
  ///
  /// - Throws: ``UsageError`` naming the first word that does not fit.
  init(_ words: [String], for spec: CommandSpec) throws(UsageError) {
    var remaining = words[...]
    var optionsEnded = false
    while let word = remaining.popFirst() {
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        positionals.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else {
        let (name, inlineValue) = Self.split(word)
        guard let option = spec.option(named: name) ?? Self.helpOption(named: name) else {
          throw UsageError("unknown option '\(name)'")
        }
        if !option.optionalValues.isEmpty {
          options[option.name] = try Self.optionalValue(
            of: option, inline: inlineValue, remaining: &remaining)
        } else if option.valueName == nil {
          guard inlineValue == nil else { throw UsageError("\(option.name) takes no value") }
          options[option.name] = ""
        } else if let value = inlineValue ?? remaining.popFirst() {
          options[option.name] = value
        } else {
          throw UsageError("\(option.name) needs a value (\(option.valueName ?? "value"))")
        }
      }
    }
    let isStandalone = spec.options.contains { $0.isStandalone && flag($0.name) }
    guard !isHelpRequested && !isStandalone else { return }
    try checkCount(for: spec)
  }

  /// Whether `--help` or `-h` was given: the command prints its help and nothing else.
  var isHelpRequested: Bool { options[OptionSpec.help.name] != nil }

  /// Whether the flag `name` was given.
  func flag(_ name: String) -> Bool { options[name] != nil }

  /// The value of the option `name`, if it was given.
  func value(_ name: String) -> String? { options[name] }

  /// The word after a flag with optional values (`--trace full`), taken only when it is
  /// one of them; `""` when there is none.
  private static func optionalValue(
    of option: OptionSpec, inline: String?, remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    if let inline {
      guard option.optionalValues.contains(inline) else {
        let values = option.optionalValues.joined(separator: ", ")
        throw UsageError("\(option.name) takes one of \(values), not '\(inline)'")
      }
      return inline
    }
    if let next = remaining.first, option.optionalValues.contains(next) {
      return remaining.removeFirst()
    }
    return ""
  }

  /// `--width=80` as `("--width", "80")`; `--width` as `("--width", nil)`.
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private static func helpOption(named name: String) -> OptionSpec? {
    name == OptionSpec.help.name || name == OptionSpec.help.shortName ? .help : nil
  }

  private func checkCount(for spec: CommandSpec) throws(UsageError) {
    guard spec.subcommands.isEmpty else { return }  // a group names its command
    let required = spec.arguments.filter { !$0.isOptional }
    if positionals.count < required.count {
      throw UsageError("missing <\(required[positionals.count].name)>")
    }
    let isOpenEnded = spec.arguments.last?.isRepeated ?? false
    if !isOpenEnded && positionals.count > spec.arguments.count {
      throw UsageError("unexpected argument '\(positionals[spec.arguments.count])'")
    }
  }
}
