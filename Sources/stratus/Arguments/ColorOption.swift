import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--color auto|always|never`, declared once for every command that draws frames
/// (`render`, `preview`, `script`, `run`), so it says and means the same everywhere.
enum ColorOption {
  /// The declaration; `auto` when not given.
  static let declaration = Option<ColorChoice>.choice(
    "--color", "WHEN", noun: "choices", default: .auto
  ) {
    "when to draw colours and text styles: \($0); auto: to a terminal, not TERM=dumb; NO_COLOR keeps bold and underline, no colour"
  }

  /// What to draw with `choice` (`nil`: not given), given this process's environment and
  /// whether its standard output is a terminal, by the one precedence of
  /// ``ColorSupport/resolve(choice:environment:isTerminal:)``.
  static func support(_ choice: ColorChoice?) -> ColorSupport {
    ColorSupport.resolve(
      choice: choice ?? .auto, environment: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDOUT_FILENO) == 1)
  }
}
