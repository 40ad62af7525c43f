/// An option that is present or not: `--ascii`.
///
/// Read as a `Bool`: `let isASCII = arguments[\.ascii]`.
struct Flag: OptionDeclaration {
  let spec: OptionSpec

  /// - Parameters:
  ///   - name: the long name, `--ascii`.
  ///   - short: a one-letter form, `-h`, if there is one.
  ///   - standalone: whether, given, the command needs none of its arguments, as
  ///     with `--help` (`render --list`).
  ///   - help: what it does, for the help page.
  init(_ name: String, short: String? = nil, standalone: Bool = false, help: String) {
    spec = OptionSpec(name: name, shortName: short, help: help, isStandalone: standalone)
  }
}

extension Flag {
  /// `--fence`, shared by every command that prints frames, so it says the same
  /// everywhere.
  static let fence = Flag(
    "--fence", help: "print frames in their snapshot form, each row between | fences")
}
