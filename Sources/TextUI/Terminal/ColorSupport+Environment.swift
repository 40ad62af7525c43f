/// When to draw styles: the value of `--color`.
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Styles to a terminal that draws them, as the environment says
  /// (``ColorSupport/resolve(choice:environment:isTerminal:)``).
  case auto
  /// Colours and attributes wherever the output goes, `NO_COLOR` notwithstanding.
  case always
  /// No styles at all: text only.
  case never
}

extension ColorSupport {
  /// What to draw, from `--color`, the environment and whether the output is a terminal.
  ///
  /// One precedence, first match wins:
  ///
  /// 1. `--color never`: ``none``.
  /// 2. `--color always`: colours at the environment's depth (below), at least
  ///    ``ansi16``, even under `NO_COLOR` or `TERM=dumb`: a flag on the command line
  ///    overrides a variable set once for every program (no-color.org says so).
  /// 3. `--color auto` draws styles when `FORCE_COLOR` or `CLICOLOR_FORCE` is set to
  ///    anything but empty or `0`, or when the output is a terminal whose `TERM` is set
  ///    and is not `dumb`; otherwise ``none``.
  /// 4. When it draws styles and `NO_COLOR` is set and not empty: ``attributesOnly``.
  ///    `NO_COLOR` removes colours, not the attributes that keep a screen legible
  ///    without them; where no style would be drawn at all, it changes nothing.
  /// 5. Otherwise the depth: `COLORTERM=truecolor` or `24bit` gives ``trueColor``, a
  ///    `TERM` ending in `256color` ``indexed256``, anything else ``ansi16``.
  ///
  /// It reads nothing itself, so every row of the table can be tested.
  ///
  /// - Parameters:
  ///   - choice: the `--color` value.
  ///   - environment: the process's environment variables.
  ///   - isTerminal: whether the output goes to a terminal (`isatty`).
  public static func resolve(
    choice: ColorChoice, environment: [String: String], isTerminal: Bool
  ) -> ColorSupport {
    switch choice {
    case .never:
      return .none
    case .always:
      return depth(in: environment)
    case .auto:
      let term = environment["TERM"] ?? ""
      let isForced = ["FORCE_COLOR", "CLICOLOR_FORCE"].contains { name in
        let value = environment[name] ?? ""
        return !value.isEmpty && value != "0"
      }
      guard isForced || (isTerminal && !term.isEmpty && term != "dumb") else { return .none }
      if !(environment["NO_COLOR"] ?? "").isEmpty { return .attributesOnly }
      return depth(in: environment)
    }
  }

  /// The palette the environment says the terminal has: 24-bit, 256 or 16 colours.
  private static func depth(in environment: [String: String]) -> ColorSupport {
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if (environment["TERM"] ?? "").hasSuffix("256color") { return .indexed256 }
    return .ansi16
  }
}
