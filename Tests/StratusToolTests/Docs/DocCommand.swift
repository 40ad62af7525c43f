import Foundation

/// One command from a ```sh block of the README or the Tutorial, and how the docs tests
/// prove it works.
///
/// Every line of such a block is a command a reader may paste, so every line must run
/// and exit 0 (usage synopses with placeholders belong in ```text blocks). Commands of
/// the tool run for real against the built binary; the toolchain's own commands cannot
/// run inside `swift test` and are checked the way the table below says.
struct DocCommand: Sendable, CustomStringConvertible {
  /// The command as written, without a trailing `# comment`.
  var text: String
  /// Where it is written, for messages.
  var location: String

  var description: String { "\(location): \(text)" }

  /// How the test proves the command.
  enum Check: Equatable {
    /// Run it in a shell, with `stratus` and `swift run stratus` meaning the built tool.
    case run
    /// Run it in a terminal (tmux), then press `q`: `stratus run` needs a terminal.
    case runInTerminal
    /// `swift test [--filter PATTERN]`: this very run; a filter must name a test.
    case testRun(filter: String?)
    /// A toolchain command that `.ci/run` runs itself or through a script, or that needs
    /// a release build.
    case checkedByCI(reason: String)
  }

  /// Which check applies; `nil` for a command the tests do not know how to prove, which
  /// fails the test rather than passing unchecked.
  var check: Check? {
    let words = text.split(separator: " ").map(String.init)
    if words == ["STRATUS_SNAPSHOTS=failed", "swift", "test"] {
      return .checkedByCI(reason: "Scripts/check-tutorial.sh runs it after adding a tab and a feed")
    }
    if words.starts(with: ["swift", "test"]) {
      let filter = words.firstIndex(of: "--filter").flatMap {
        words.indices.contains($0 + 1) ? words[$0 + 1] : nil
      }
      return .testRun(filter: filter)
    }
    if words.starts(with: ["swift", "build", "-c", "release"]) {
      return .checkedByCI(reason: "a release build takes minutes; Performance.md runs it")
    }
    if text == "bash Scripts/build-docs.sh" {
      return .checkedByCI(reason: ".ci/run builds the documentation")
    }
    if words.starts(with: ["swift", "build"]) {
      return .checkedByCI(reason: ".ci/run builds the package")
    }
    let tool = words.firstIndex(of: "stratus")
    guard let tool,
      words.first == "stratus" || words.starts(with: ["swift", "run", "stratus"])
        || text.contains("| stratus ")
    else { return nil }
    return words.indices.contains(tool + 1) && words[tool + 1] == "run" ? .runInTerminal : .run
  }

  /// The commands of every ```sh block of the Markdown file at `url`.
  static func commands(in url: URL) throws -> [DocCommand] {
    try MarkdownBlock.blocks(in: url).filter { $0.language == "sh" }.flatMap { block in
      block.lines.enumerated().compactMap { offset, line in
        let command = line.replacing(/\s+#\s.*$/, with: "").trimmingCharacters(in: .whitespaces)
        guard !command.isEmpty, !command.hasPrefix("#") else { return nil }
        return DocCommand(
          text: command,
          location: "\(url.lastPathComponent):\(block.line + 1 + offset)")
      }
    }
  }

  /// A bash script that runs `text` with `stratus` (and `swift run stratus`) standing
  /// for the built binary, and the settings in a folder no test writes to, so a reader's
  /// own settings neither change what the docs show nor are changed by it.
  var script: String {
    """
    export STRATUS_DATA_DIR='\(Stratus.untouchedDataFolder.path)'
    stratus() { '\(Stratus.binary.path)' "$@"; }
    swift() {
      if [ "$1" = run ] && [ "$2" = stratus ]; then shift 2; stratus "$@"
      else echo "not a command the docs test runs: swift $*" >&2; return 97; fi
    }
    \(text)
    """
  }
}
