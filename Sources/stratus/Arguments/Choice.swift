/// Values chosen by name from a fixed list, whose list is a `CaseIterable` type's cases:
/// screens, data states, units, trace forms.
///
/// Parsing, the "unknown value" message and the help text all read the cases, so a new
/// case is accepted, listed in errors and shown in help without another edit.
enum Choice {
  /// The case of `Value` named `word`, ignoring case.
  ///
  /// - Parameters:
  ///   - what: what the word is, for the message: `--units value`, `screen`.
  ///   - noun: what the list is called: `units`, `screens`.
  /// - Throws: a usage error (exit 64) listing every choice:
  ///   `unknown --units value 'kelvin'; units: metric, imperial`.
  static func parse<Value: CaseIterable & RawRepresentable>(
    _ word: String, as type: Value.Type, what: String, noun: String
  ) throws(CommandFailure) -> Value where Value.RawValue == String {
    guard let value = Value.allCases.first(where: { $0.rawValue == word.lowercased() }) else {
      let list = names(of: type).joined(separator: ", ")
      throw .usage("unknown \(what) '\(word)'; \(noun): \(details: list)")
    }
    return value
  }

  /// Every choice's name, in declaration order.
  static func names<Value: CaseIterable & RawRepresentable>(
    of type: Value.Type
  ) -> [String] where Value.RawValue == String {
    Value.allCases.map(\.rawValue)
  }

  /// The choices as a phrase for help: `loaded (default), loading, failed or empty`,
  /// or with details, `compact (the default: …) or full (every view)`.
  ///
  /// - Parameters:
  ///   - standard: the choice used when none is given, marked `(default)`.
  ///   - detail: a few words about a choice, in brackets after its name.
  static func phrase<Value: CaseIterable & RawRepresentable & Equatable>(
    of type: Value.Type, default standard: Value? = nil, detail: (Value) -> String? = { _ in nil }
  ) -> String where Value.RawValue == String {
    let words = Value.allCases.map { value -> String in
      switch (value == standard, detail(value)) {
      case (true, let detail?): "\(value.rawValue) (the default: \(detail))"
      case (true, nil): "\(value.rawValue) (default)"
      case (false, let detail?): "\(value.rawValue) (\(detail))"
      case (false, nil): value.rawValue
      }
    }
    return phrase(words)
  }

  /// Words as a phrase: `a, b or c`.
  static func phrase(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.joined() }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }
}
