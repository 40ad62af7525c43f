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
      ),
      .flag(
        "--check-gating",
        "also render every pass fresh and stop at the first difference, naming the reused view whose == hid a change"
      ),
    ],
    discussion: """
      Keys: 1-5 or Tab switch tabs, l location, a account, r refresh, ! alerts, ?
      help, q (or Ctrl-C) quit; each screen's own keys are listed in the footer. The
      clock is the system's unless --at fixes it. Standard input and output must be a
      terminal.
      """)

  let options: AppOptions
  let highlightsUpdates: Bool
  let checksGating: Bool

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    options = try AppOptions(arguments)
    highlightsUpdates = arguments.flag("--highlight-updates")
    checksGating = arguments.flag("--check-gating")
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
      runtime = try AppRuntime(
        configuration: configuration, memoization: checksGating ? .checked : .enabled)
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
    // A checked pass that failed ends the session (the runtime reports it finished);
    // the report is printed once the terminal is given back.
    if let failure = runtime.gatingFailure { throw CommandFailure(.failure, "\(failure)") }
    if status != .success { throw CommandFailure(status, "") }
  }
}
