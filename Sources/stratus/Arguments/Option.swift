/// An option that takes a value, `--width 80` or `--width=80`, declared with the way its
/// value is read.
///
/// Read as the value's type, `nil` when the option was not given; a value that does
/// not fit throws the usage error its reader wrote:
///
/// ```swift
/// var width = Option<Int>("--width", "N", help: "columns, 1-10000 (default 80)") {
///   value throws(CommandFailure) in try OptionValue.integer(value, in: 1...10_000, for: "--width")
/// }
/// let width = try arguments[\.width]  // Int?
/// ```
struct Option<Value: Sendable>: OptionDeclaration {
  let spec: OptionSpec
  /// Turns the words given into a value, or a usage error naming the option.
  private let reader: @Sendable (String) throws(CommandFailure) -> Value

  /// - Parameters:
  ///   - name: the long name, `--width`.
  ///   - valueName: the placeholder help shows for the value, `N`.
  ///   - help: what it does, including its default.
  ///   - read: checks and converts the value given.
  init(
    _ name: String, _ valueName: String, help: String,
    read: @escaping @Sendable (String) throws(CommandFailure) -> Value
  ) {
    self.init(spec: OptionSpec(name: name, valueName: valueName, help: help), read: read)
  }

  /// An option described by `spec`, for the forms built in extensions (choices).
  init(spec: OptionSpec, read: @escaping @Sendable (String) throws(CommandFailure) -> Value) {
    self.spec = spec
    self.reader = read
  }

  /// The value the word `given` on the command line stands for.
  func read(_ given: String) throws(CommandFailure) -> Value {
    try reader(given)
  }
}

extension Option where Value == String {
  /// An option whose value is taken as written: a name, a path.
  init(_ name: String, _ valueName: String, help: String) {
    self.init(name, valueName, help: help) { $0 }
  }
}
