/// A command's arguments, checked against what it declares, and read through its
/// declarations.
///
/// The rules are the conventional ones, the same for every command:
/// - `--name value` and `--name=value` both set an option; a flag takes no value;
/// - the last occurrence of an option wins;
/// - `--` ends the options: every word after it is positional, even `-`-prefixed ones;
/// - a lone `-` is positional (it means standard input);
/// - anything else starting with `-` must be one of the command's options.
///
/// Positional words are checked against the spec's count; their meaning is the
/// command's business. Options are read by key path into the command's ``OptionGroup``,
/// so only a declared option can be read.
struct ParsedArguments<Options: OptionGroup>: Sendable {
  /// The positional words, in order.
  let positionals: [String]
  /// The options given, by long name, with the words given for them (`""` for a flag).
  /// Private, so the only way to read one is through its declaration.
  private let given: [String: String]
  /// The declarations, read through by key path.
  let options: Options

  /// Parses `words` (the arguments after the command's name) for the command `spec`
  /// whose options `options` declares.
  ///
  /// - Throws: ``UsageError`` naming the first word that does not fit.
  init(_ words: [String], for spec: CommandSpec, options: Options) throws(UsageError) {
    let declared = options.declarations + [.help]
    var positionals: [String] = []
    var given: [String: String] = [:]
    var remaining = words[...]
    var optionsEnded = false
    while let word = remaining.popFirst() {
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        positionals.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else {
        let (name, inlineValue) = Self.split(word)
        guard let option = declared.first(where: { $0.isNamed(name) }) else {
          throw UsageError("unknown option '\(name)'")
        }
        given[option.name] = try Self.value(of: option, inline: inlineValue, remaining: &remaining)
      }
    }
    self.init(positionals: positionals, given: given, options: options)
    let isStandalone = declared.contains { $0.isStandalone && given[$0.name] != nil }
    guard !isHelpRequested && !isStandalone else { return }
    try checkCount(for: spec)
  }

  /// The same words read through another group: see ``group(_:)``.
  private init(positionals: [String], given: [String: String], options: Options) {
    self.positionals = positionals
    self.given = given
    self.options = options
  }

  /// Whether `--help` or `-h` was given: the command prints its help and nothing else.
  var isHelpRequested: Bool { given[OptionSpec.help.name] != nil }

  // MARK: - Reading options

  /// Whether the flag was given: `arguments[\.ascii]`.
  subscript(_ flag: WritableKeyPath<Options, Flag>) -> Bool {
    given[options[keyPath: flag].spec.name] != nil
  }

  /// The option's value, read by its declaration, or `nil` when it was not given:
  /// `try arguments[\.width]`.
  ///
  /// - Throws: the usage error (exit 64) the declaration gives for a value that does
  ///   not fit, naming the option.
  subscript<Value>(_ option: WritableKeyPath<Options, Option<Value>>) -> Value? {
    get throws(CommandFailure) {
      let declaration = options[keyPath: option]
      return try given[declaration.spec.name].map { word throws(CommandFailure) in
        try declaration.read(word)
      }
    }
  }

  /// Whether the option was given, without reading its value: to refuse a combination
  /// before checking each value.
  func isGiven<Declaration: OptionDeclaration>(
    _ option: WritableKeyPath<Options, Declaration>
  ) -> Bool {
    given[options[keyPath: option].spec.name] != nil
  }

  /// The declarations of the list that were given, in the list's order.
  func given<Declaration: OptionDeclaration>(
    among list: WritableKeyPath<Options, [Declaration]>
  ) -> [Declaration] {
    options[keyPath: list].filter { given[$0.spec.name] != nil }
  }

  /// The same arguments, read through one of the command's groups: what code shared by
  /// several commands (``SizeOption``, ``AppOptions``) is given.
  func group<Group: OptionGroup>(_ group: WritableKeyPath<Options, Group>) -> ParsedArguments<Group>
  {
    ParsedArguments<Group>(positionals: positionals, given: given, options: options[keyPath: group])
  }

  // MARK: - Parsing

  /// The words given for `option`: `""` for a flag, the value for an option; for a flag
  /// with optional values, the word after it when it is one of them, else its
  /// ``OptionSpec/bareValue``.
  private static func value(
    of option: OptionSpec, inline: String?, remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    if !option.optionalValues.isEmpty {
      if let inline { return inline }  // checked when read, with the choices listed
      guard let next = remaining.first, option.optionalValues.contains(next.lowercased()) else {
        return option.bareValue ?? ""
      }
      return remaining.removeFirst()
    }
    guard let valueName = option.valueName else {
      guard inline == nil else { throw UsageError("\(option.name) takes no value") }
      return ""
    }
    guard let value = inline ?? remaining.popFirst() else {
      throw UsageError("\(option.name) needs a value (\(valueName))")
    }
    return value
  }

  /// `--width=80` as `("--width", "80")`; `--width` as `("--width", nil)`.
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
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
