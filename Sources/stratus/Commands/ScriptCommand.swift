import Application
import Foundation
import TextSnapshotsCore
import TextUI

/// `stratus script FILE|-`: runs a scenario, one event a line, and prints the frames
/// and traces it asks for. The format is in Docs/Scripts.md.
struct ScriptCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["script"],
    abstract: "Run a scenario script and print the frames and traces it asks for.",
    arguments: [ArgumentSpec("file", "the script, or - for standard input")],
    discussion: """
      One event a line: key l, type Osl, key enter, tick 5m, resize 100x30, account
      Work; frame and trace print what is on screen and which views the last event
      re-rendered; # starts a comment. The format is in Docs/Scripts.md. Each output
      is headed by the line that asked for it:
        --- line 4: frame

      The clock stands still unless a tick moves it. A line that cannot be parsed or
      run stops the script with exit status 65, naming the file and the line. A file
      is checked whole before it runs; a pipe runs a line at a time as it is read (it
      may never end), so the lines before a bad one have printed their output.

      A script starts from the saved settings, as render does, and leaves them as
      they were: replaying one never changes what the next run opens with. With
      --save-settings it saves what it changes, as run does (exit 74 if it cannot).

      EXAMPLES:
        stratus script Examples/scenarios/choose-oslo.stratus
        printf 'key 2\\nframe\\n' | stratus script - --width 100 --height 30
      """)

  struct Options: OptionGroup {
    var size = SizeOption.Group()
    var app = AppOptions.Group()
    var fence = Flag.fence
    var color = ColorOption.declaration
    var saveSettings = Flag(
      "--save-settings",
      help: "save the settings the script changes (account, units, favourites, place), as run does"
    )
  }

  let path: String
  let options: AppOptions
  let isFenced: Bool
  /// What `--color` and the environment let frames be drawn with.
  let colors: ColorSupport
  let savesSettings: Bool

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    path = arguments.positionals[0]
    options = try AppOptions(arguments.group(\.app), size: SizeOption(arguments.group(\.size)))
    isFenced = arguments[\.fence]
    colors = ColorOption.support(try arguments[\.color])
    savesSettings = arguments[\.saveSettings]
  }

  /// Runs the script as it is read, a line at a time, so its length does not matter.
  ///
  /// A regular file is read twice: once to check every line (a mistake anywhere stops
  /// the script before it prints anything) and to learn whether it asks for a trace,
  /// then again to run it. A pipe can be read only once, and may never end: its lines
  /// run as they arrive, a bad one stops the script there, and traces are recorded
  /// throughout in case a `trace` line comes.
  func run() async throws(CommandFailure) {
    let source = try ScriptSource(path: path)
    var tracing = true
    if source.isRewindable {
      do throws(ScriptError) {
        tracing = try ScenarioScript.needsTracing(lines: source)
      } catch {
        throw failure(error, in: source)
      }
      if let failure = source.failure { throw failure }
      source.rewind()
    }
    let settings = CommandSettings(savesSettings ? .savesChanges : .readOnly)
    let runtime = try await options.runtime(tracing: tracing, settings: settings, for: Self.spec)
    await runtime.start()
    defer { runtime.stop() }
    var writeFailure: CommandFailure?
    do throws(ScriptError) {
      try await ScenarioScript.run(lines: source, on: runtime) { output in
        guard writeFailure == nil else { return }
        do throws(CommandFailure) {
          try FileOutput.standardOutput.write(self.text(of: output))
        } catch {
          writeFailure = error
        }
      }
    } catch {
      throw failure(error, in: source)
    }
    if let writeFailure { throw writeFailure }
    if let failure = source.failure { throw failure }
    reportFailedFeeds(of: runtime)
    await settings.waitForPendingSave(of: runtime.graph, upTo: .seconds(5))
    if let problem = settings.saveProblem(of: runtime.graph) {
      throw CommandFailure(.ioError, problem)
    }
  }

  /// Names on standard error, one line each, the feeds that had failed when the script
  /// ended. Their screens drew the failure, as the app does (the air-quality panel says
  /// "Unavailable"), and a script means to print them, so the status stays 0.
  @MainActor
  private func reportFailedFeeds(of runtime: AppRuntime) {
    for feed in runtime.graph.feeds {
      guard let error = feed.failure else { continue }
      Diagnostics.print(
        "a feed failed, and its screens draw it as unavailable: \(details: CommandFailure(error).message.text)",
        for: Self.spec)
    }
  }

  /// `FILE:LINE: message`, exit status 65.
  private func failure(_ error: ScriptError, in source: ScriptSource) -> CommandFailure {
    CommandFailure(.dataError, "\(path: source.name):\(error.line): \(details: error.message)")
  }

  /// One output, headed by the line that asked for it.
  private func text(of output: ScenarioOutput) -> String {
    switch output {
    case .frame(let frame, let line):
      "--- line \(line): frame\n"
        + (isFenced ? SnapshotFormat.fenced(frame) : frame.styledText(colors: colors) + "\n")
    case .trace(let trace, let line):
      "--- line \(line): trace\n" + trace + "\n"
    }
  }
}
