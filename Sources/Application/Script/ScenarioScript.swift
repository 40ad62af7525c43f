import TextUI

/// A scenario written as text, one event a line: what `stratus script` runs, and what a
/// scenario test can read instead of spelling its events in Swift.
///
/// ```text
/// # Choose Oslo in the location picker.
/// key l
/// type Osl
/// key enter
/// frame
/// ```
///
/// The grammar, line by line (Docs/Scripts.md says the same with examples):
/// - Lines are separated by `\n` or `\r\n`; a trailing `\r` is dropped. Leading spaces
///   and tabs are ignored. A line that is then empty, or starts with `#`, is skipped:
///   comments take a whole line, since `type` text may itself contain `#`.
/// - Otherwise the line is a command, in lowercase, then (for the commands that take
///   one) one space and an argument, which may start with a combining mark (the line is
///   split on Unicode scalars; see `ScriptLine`). Blanks after `frame` or `trace` and around the
///   one-word arguments of `key`, `tick` and `resize` are ignored:
///   - `key NAME`: one key press. NAME is a single character (`key l`, `key ?`) or a
///     word from ``KeyName`` (`enter`, `esc`, `shift-tab`, `pagedown`, `f5`, `ctrl-c`, …),
///     read case-insensitively. One key a line: more words are an error.
///   - `type TEXT`: TEXT is the rest of the line after that one space, verbatim (spaces,
///     `#` and non-ASCII included), typed one character at a time, each costing the
///     same however long the text. It cannot be empty.
///   - `tick DURATION`: the clock moves on. DURATION is one or more parts of digits and a
///     unit, `h`, `m`, `s` or `ms`, largest first and each unit at most once: `500ms`,
///     `30s`, `5m`, `2h`, `1h30m`. It must be more than zero. Its cost does not grow with
///     its length: a repeating timer fires once, told how many periods came by
///     (``ManualClock/advance(by:afterEachWake:)``).
///   - `resize WxH`: the screen becomes W columns by H rows (`100x30`), each 1...10000.
///   - `account NAME`: switch to the account with that display name; NAME is the rest
///     of the line, verbatim, so it may contain spaces.
///   - `frame`: output the current frame.
///   - `trace`: output the render traces of the last event's passes, compact;
///     `trace full` lists every view (see ``RenderTrace/Form``).
/// - Anything else is an error naming its line (``ScriptError``); reading stops there.
///
/// Reading checks only the form of each line. Whether an account exists is known only
/// when the script runs (``run(on:output:)``).
public struct ScenarioScript: Equatable, Sendable {
  /// One thing a script does, with the 1-based line that asked for it, so an error met
  /// while running can name the line.
  public enum Step: Equatable, Sendable {
    /// Send an event to the app.
    case event(AppEvent, line: Int)
    /// Output the current frame.
    case frame(line: Int)
    /// Output the traces of the last event's passes, in `form`.
    case trace(line: Int, form: RenderTrace.Form = .compact)

    /// The line the step was written on.
    public var line: Int {
      switch self {
      case .event(_, let line), .frame(let line), .trace(let line, _): line
      }
    }
  }

  /// The steps, in the order they run; blank lines and comments leave none.
  public var steps: [Step]

  /// A script of these steps, for code that builds one rather than reading it.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// Reads a script.
  ///
  /// - Parameter text: the script, in the grammar described on ``ScenarioScript``.
  /// - Throws: ``ScriptError`` for the first line that is not a valid command.
  public init(parsing text: String) throws(ScriptError) {
    // NB: "\r\n" is one Character in Swift, so splitting on "\n" alone would keep
    // Windows line endings together as one line.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    var steps: [Step] = []
    for (index, line) in lines.enumerated() {
      if let step = try ScriptLine(line, number: index + 1)?.step() {
        steps.append(step)
      }
    }
    self.steps = steps
  }
}
