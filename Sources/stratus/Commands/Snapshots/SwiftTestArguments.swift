/// The words `stratus snapshots test` passes on to `swift test`, minus those that would
/// make the run incomplete.
///
/// A complete run is what tells an orphan (a golden no test checks) from a golden
/// whose test simply did not run, so every test must run: a filter, a skipped testing
/// library or a `swift test` subcommand that runs nothing is refused, with a usage
/// error (exit 64) that says why.
///
/// The refused options are declared, hidden from help, so that one written before `--`
/// gets the reason rather than "unknown option".
struct SwiftTestArguments: OptionGroup {
  /// A `swift test` option that would make the run incomplete, and why.
  struct Refused: OptionDeclaration {
    /// The option, as `swift test` spells it.
    let spec: OptionSpec
    /// Why the run would not be complete, to finish the sentence "… : <reason>".
    let reason: String

    init(option: OptionSpec, reason: String) {
      spec = option
      self.reason = reason
    }
  }

  /// The refused options.
  var refused: [Refused] = [
    Refused(option: hidden("--filter", value: "PATTERN"), reason: "it runs part of the suite"),
    Refused(option: hidden("--skip", value: "PATTERN"), reason: "it runs part of the suite"),
    Refused(
      option: hidden("--specifier", short: "-s", value: "SPECIFIER"),
      reason: "it runs part of the suite"),
    Refused(option: hidden("--list-tests", short: "-l"), reason: "it runs no test"),
    Refused(option: hidden("--disable-xctest"), reason: "it skips the XCTest tests"),
    Refused(option: hidden("--disable-swift-testing"), reason: "it skips the Swift Testing tests"),
  ]

  /// The words to pass on: the positional words (those after `--`, or any word that
  /// does not start with `-`).
  ///
  /// - Throws: a usage failure (exit 64), in one line, when a refused option was given
  ///   before or after `--`, when `--package-path` comes after `--` (the run must be
  ///   recorded in the package it tests), or when the first word is a `swift test`
  ///   subcommand (`list`), which runs no test.
  static func checked(
    _ arguments: ParsedArguments<SwiftTestArguments>
  ) throws(CommandFailure) -> [String] {
    if let refusal = arguments.given(among: \.refused).first {
      throw refuse(refusal.spec.name, refusal.reason)
    }
    let words = arguments.positionals
    for word in words {
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      if let refusal = arguments.options.refused.first(where: { $0.spec.isNamed(name) }) {
        throw refuse(name, refusal.reason)
      }
      if name == "--package-path" {
        throw CommandFailure(
          .usage, "give --package-path before '--': the run is recorded in the package it tests")
      }
    }
    if let first = words.first, !first.hasPrefix("-") {
      throw CommandFailure(
        .usage, "'swift test \(first)' runs no test; pass only options of swift test after '--'")
    }
    return words
  }

  /// One line: `--filter would make the run incomplete (it runs part of the suite), …`.
  private static func refuse(_ name: String, _ reason: String) -> CommandFailure {
    CommandFailure(
      .usage,
      "\(name) would make the run incomplete (\(reason)), and only a complete run can list orphans; run swift test itself for a partial run"
    )
  }

  private static func hidden(
    _ name: String, short: String? = nil, value: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: value,
      help: "refused: the run would not be complete", isHidden: true)
  }
}
