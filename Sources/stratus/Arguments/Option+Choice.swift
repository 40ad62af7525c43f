extension Option
where Value: CaseIterable & RawRepresentable & Equatable, Value.RawValue == String {
  /// An option whose value is one of `Value`'s cases: `--units metric`.
  ///
  /// The help text is written around the list of choices, which comes from the cases:
  ///
  /// ```swift
  /// var units = Option<Preferences.Units>.choice("--units", "UNITS", noun: "units") {
  ///   "\($0) (default: the account's)"  // metric or imperial (default: the account's)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - noun: what the choices are called in the "unknown value" message.
  ///   - standard: the case used when the option is not given, marked in help.
  ///   - help: the help text, given the choices as a phrase (``Choice/phrase(of:default:detail:)``).
  static func choice(
    _ name: String, _ valueName: String, noun: String, default standard: Value? = nil,
    help: (String) -> String
  ) -> Option {
    let phrase = Choice.phrase(of: Value.self, default: standard)
    return Option(spec: OptionSpec(name: name, valueName: valueName, help: help(phrase))) {
      word throws(CommandFailure) in
      try Choice.parse(word, as: Value.self, what: "\(name) value", noun: noun)
    }
  }

  /// A flag that may be followed by one of `Value`'s cases: `--trace`, `--trace full`,
  /// `--trace=full`. Given alone it reads as `standard`.
  ///
  /// The parser takes the next word as the value only when it names a case, so
  /// `render --trace now` still reads `now` as the screen.
  ///
  /// - Parameter detail: a few words on each case, shown in brackets in help.
  static func flag(
    _ name: String, noun: String, default standard: Value, detail: (Value) -> String?,
    help: (String) -> String
  ) -> Option {
    let phrase = Choice.phrase(of: Value.self, default: standard, detail: detail)
    let spec = OptionSpec(
      name: name, help: help(phrase), optionalValues: Choice.names(of: Value.self),
      bareValue: standard.rawValue)
    return Option(spec: spec) { word throws(CommandFailure) in
      try Choice.parse(word, as: Value.self, what: "\(name) value", noun: noun)
    }
  }
}
