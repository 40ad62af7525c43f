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

/// An option that is present or not: `--ascii`.
///
/// Read as a `Bool`: `let isASCII = arguments[\.ascii]`.
struct Flag: OptionDeclaration {
  let spec: OptionSpec

  /// - Parameters:
  ///   - name: the long name, `--ascii`.
  ///   - short: a one-letter form, `-h`, if there is one.
  ///   - help: what it does, for the help page.
  init(_ name: String, short: String? = nil, help: String) {
    spec = OptionSpec(name: name, shortName: short, help: help)
  }
}

extension Flag {
  /// `--fence`, shared by every command that prints frames, so it says the same
  /// everywhere.
  static let fence = Flag(
    "--fence", help: "print frames in their snapshot form, each row between | fences")
}
