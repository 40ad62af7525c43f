/// How an option is written and described: what the parser matches and what help
/// prints.
///
/// Commands never build one by hand: they declare a ``Flag`` or an ``Option`` (which
/// carries one of these and also knows how to read its value), so a name is written
/// once. This untyped form is what the parser and the help page work from.
struct OptionSpec: Sendable, Equatable {
  /// `--width`.
  var name: String
  /// `-h` for `--help`, when there is a short form.
  var shortName: String?
  /// The placeholder for its value (`N`), or `nil` for a flag.
  var valueName: String?
  /// What it does, including its default.
  var help: String
  /// Left out of help: the `swift test` options `snapshots test` refuses, declared only
  /// so that they get a reason rather than "unknown option".
  var isHidden = false
  /// For a flag that may be followed by one of a few words (`--trace full`): the words.
  /// The next word is taken as the value only when it is one of them.
  var optionalValues: [String] = []
  /// For such a flag, the word it stands for when given alone: `compact` for `--trace`.
  var bareValue: String?
  /// A flag that asks for something else than the command's work, as `--help` does
  /// (`render --list`): given, the command needs none of its arguments.
  var isStandalone = false

  /// `--help` (and `-h`), which every command accepts without declaring it.
  static let help = OptionSpec(name: "--help", shortName: "-h", help: "show this help")

  /// Whether `word` (`--width`, `-h`) names this option.
  func isNamed(_ word: String) -> Bool {
    word == name || (shortName != nil && word == shortName)
  }
}
