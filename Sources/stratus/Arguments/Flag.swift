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
