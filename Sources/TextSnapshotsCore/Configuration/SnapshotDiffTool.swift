/// A command that compares a golden with its pending `.new`, which a failure message
/// prints so that it can be pasted into a terminal: swift-snapshot-testing's `DiffTool`.
///
/// ```swift
/// withSnapshotTesting(diffTool: .ksdiff) {
///   assertSnapshot(of: board, as: .dump)
/// }
/// withSnapshotTesting(diffTool: "code --diff") { … }
/// ```
///
/// A mismatch then ends its message with `diff tool: ksdiff "/…/test.txt" "/…/test.txt.new"`.
/// Nothing is run: the message says the command, and you choose to run it. The line
/// diff in the message is there either way; `stratus snapshots review` shows the same.
public struct SnapshotDiffTool: Sendable, ExpressibleByStringLiteral {
  /// Makes the command from the golden's path and the pending file's path.
  private let command: @Sendable (_ golden: String, _ new: String) -> String

  /// A tool whose command `command` makes from the two files' absolute paths.
  ///
  /// ```swift
  /// let opendiff = SnapshotDiffTool { golden, new in "opendiff \(golden) \(new)" }
  /// ```
  public init(_ command: @escaping @Sendable (_ golden: String, _ new: String) -> String) {
    self.command = command
  }

  /// A tool run as `<command> "<golden>" "<new>"`, the paths quoted for a shell.
  public init(stringLiteral command: String) {
    self.init { golden, new in "\(command) \(Self.quoted(golden)) \(Self.quoted(new))" }
  }

  /// [Kaleidoscope](https://kaleidoscope.app)'s `ksdiff`.
  public static let ksdiff: SnapshotDiffTool = "ksdiff"

  /// `git diff --no-index`, which any machine with git has, in colour on a terminal.
  public static let gitDiff: SnapshotDiffTool = "git diff --no-index"

  /// The command that compares the golden at `golden` with the pending file at `new`.
  public func callAsFunction(golden: String, new: String) -> String {
    command(golden, new)
  }

  /// `path` in double quotes, with `"`, `\`, `$` and `` ` `` escaped, as a POSIX shell
  /// reads one word.
  static func quoted(_ path: String) -> String {
    var quoted = "\""
    for character in path {
      if "\"\\$`".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}
