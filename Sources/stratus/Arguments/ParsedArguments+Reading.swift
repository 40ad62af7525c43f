extension ParsedArguments {
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
}
