/// Something a command declares among its options: a ``Flag``, an ``Option``, or a
/// refused `swift test` option.
///
/// A declaration is written once, as a stored property of an ``OptionGroup``, and is
/// both what the parser accepts (its ``spec``) and what the command reads with
/// `arguments[\.name]`. Reading a name that is not declared cannot compile, so a typo
/// can no longer silently read "not given".
protocol OptionDeclaration: Sendable {
  /// How the option is written and described in help.
  var spec: OptionSpec { get }
}
