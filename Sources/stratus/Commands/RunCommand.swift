import Application
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stratus run`: the app, interactive, in the terminal.
///
/// It takes over the terminal (alternate screen, raw mode, hidden cursor), feeds keys,
/// resizes and the app's own changes to an ``AppRuntime``, and after each writes only
/// the cells that changed, in one write. Whatever ends it (q, Ctrl-C, a signal, an
/// error) the terminal is given back as it was found.
struct RunCommand: StratusCommand {
  static let spec = CommandSpec(
    path: ["run"], abstract: "Run the app in this terminal.",
    options: AppOptions.specs(sizeOptions: false, clock: "the system clock") + [
      .flag(
        "--highlight-updates",
        "show in reverse video the views that re-rendered in the last pass: the teaching view of gating"
      )
    ],
    discussion: """
      Keys: 1-5 or Tab switch tabs, l location, a account, r refresh, ! alerts, ?
      help, q (or Ctrl-C) quit; each screen's own keys are listed in the footer. The
      clock is the system's unless --at fixes it. Standard input and output must be a
      terminal.
      """)

  let options: AppOptions
  let highlightsUpdates: Bool

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    options = try AppOptions(arguments)
    highlightsUpdates = arguments.flag("--highlight-updates")
  }

  func run() async throws(CommandFailure) {
    guard RawTerminal.isInteractive else {
      throw .usage(
        "run needs a terminal on standard input and output; use 'stratus render' or 'stratus script' to print screens"
      )
    }
    var configuration = try await options.configuration(clock: .system)
    configuration.size = TerminalSize.current() ?? SizeOption.standard
    let runtime: AppRuntime
    do {
      // Keys are answered while a slow server thinks: a request in flight shows as
      // loading, and its reply redraws the screen when it lands.
      runtime = try AppRuntime(
        configuration: configuration, settling: .interactive(for: configuration.source))
    } catch {
      throw CommandFailure(error)
    }
    let terminal = try RawTerminal()
    let output = FileOutput.standardOutput
    try? output.write(TerminalControl.enterInteractiveScreen)
    defer {
      try? output.write(TerminalControl.leaveInteractiveScreen)
      terminal.restore()
    }
    runtime.recordsUpdatedRegions = highlightsUpdates
    var session = RunSession(runtime: runtime, output: output, highlightsUpdates: highlightsUpdates)
    let status = try await session.run()
    if status != .success { throw CommandFailure(status, "") }
  }
}
