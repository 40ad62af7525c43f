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
/// the cells that changed, in one write. Whatever ends it (q, Ctrl-C, an error, a signal,
/// a crash) the terminal is given back as it was found; Ctrl-Z suspends it as a shell job
/// and `fg` brings it back, repainted (``SignalWatcher``). A signal ends the process by
/// that signal, so `$?` is 128 + its number.
struct RunCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["run"], abstract: "Run the app in this terminal.",
    discussion: keysSection + """


      The clock is the system's unless --at fixes it. Standard input and output must
      be a terminal. However it ends (a key, an error, a signal, a crash) the terminal
      is given back as it was found; a signal ends the process by that signal (exit
      status 128 + its number).

      What you change (account, units, favourites, the place shown) is saved at
      once in settings.json in the data folder: $STRATUS_DATA_DIR, else
      $XDG_STATE_HOME/stratus, else ~/.local/state/stratus. The options choose how
      this run opens; they are saved only with the first change you make. If the
      settings cannot be saved, run still works and says so when it ends.
      """)

  /// The app's options but the size, which is always the terminal's.
  struct Options: OptionGroup {
    var app = AppOptions.Group(at: AppOptions.Group.at(default: "the system clock"))
    var highlightUpdates = Flag(
      "--highlight-updates",
      help:
        "show in reverse video the views that re-rendered in the last pass: the teaching view of gating"
    )
    var checkGating = Flag(
      "--check-gating",
      help:
        "also render every pass fresh and stop at the first difference, naming the reused view whose == hid a change"
    )
    var color = ColorOption.declaration
  }

  let options: AppOptions
  let highlightsUpdates: Bool
  let checksGating: Bool
  /// What `--color` and the environment let the terminal be drawn with.
  let colors: ColorSupport

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    options = try AppOptions(arguments.group(\.app))
    highlightsUpdates = arguments[\.highlightUpdates]
    checksGating = arguments[\.checkGating]
    colors = ColorOption.support(try arguments[\.color])
  }

  func run() async throws(CommandFailure) {
    guard RawTerminal.isInteractive else {
      throw .usage(
        "run needs a terminal on standard input and output; use 'stratus render' or 'stratus script' to print screens"
      )
    }
    let settings = CommandSettings(.savesChanges)
    // Keys are answered while a slow server thinks: a request in flight shows as
    // loading, and its reply redraws the screen when it lands.
    let runtime = try await options.runtime(
      clock: .system, size: TerminalSize.current() ?? SizeOption.standard,
      memoization: checksGating ? .checked : .enabled,
      settling: .interactive(for: options.source), settings: settings, for: Self.spec)
    let ending: Result<RunSession.Ending, CommandFailure>
    do {
      ending = .success(try await session(of: runtime))
    } catch {
      ending = .failure(error)
    }
    // Once the terminal is back to normal, so the line stays on screen.
    if let problem = settings.saveProblem(of: runtime.graph) {
      Diagnostics.print(problem, for: Self.spec)
    }
    if case .signal(let number) = try ending.get() {
      SignalWatcher.end(by: number)
    }
  }

  /// Runs `runtime` in the terminal, taken over for the session and given back as it was
  /// found however the session ends (``RunSession`` and ``InteractiveTerminal`` see to it).
  private func session(of runtime: AppRuntime) async throws(CommandFailure) -> RunSession.Ending {
    let terminal = try InteractiveTerminal()
    runtime.recordsUpdatedRegions = highlightsUpdates
    var session = RunSession(
      runtime: runtime, terminal: terminal, highlightsUpdates: highlightsUpdates, colors: colors)
    let ending = try await session.run()
    // A checked pass that failed ends the session (the runtime reports it finished);
    // the report is printed once the terminal is given back.
    if let failure = runtime.gatingFailure {
      throw CommandFailure(.failure, "\(lines: String(describing: failure))")
    }
    return ending
  }
}
