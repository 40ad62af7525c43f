import Application
import Foundation
import TextSnapshots
import TextUI

/// `stratus script FILE|-`: runs a scenario, one event a line, and prints the frames
/// and traces it asks for. The format is in Docs/Scripts.md.
struct ScriptCommand: StratusCommand {
  static let spec = CommandSpec(
    path: ["script"],
    abstract: "Run a scenario script and print the frames and traces it asks for.",
    arguments: [ArgumentSpec("file", "the script, or - for standard input")],
    options: AppOptions.specs() + [
      .flag("--fence", "print frames in their snapshot form, each row between | fences"),
      .flag(
        "--save-settings",
        "save the settings the script changes (account, units, favourites, place), as run does"),
    ],
    discussion: """
      One event a line: key l, type Osl, key enter, tick 5m, resize 100x30, account
      Work; frame and trace print what is on screen and which views the last event
      re-rendered; # starts a comment. The format is in Docs/Scripts.md. Each output
      is headed by the line that asked for it:
        --- line 4: frame

      The clock stands still unless a tick moves it. A line that cannot be parsed or
      run stops the script with exit status 65, naming the file and the line.

      A script starts from the saved settings, as render does, and leaves them as
      they were: replaying one never changes what the next run opens with. With
      --save-settings it saves what it changes, as run does (exit 74 if it cannot).

      EXAMPLES:
        stratus script Examples/scenarios/choose-oslo.stratus
        printf 'key 2\\nframe\\n' | stratus script - --width 100 --height 30
      """)

  let path: String
  let options: AppOptions
  let isFenced: Bool
  let savesSettings: Bool

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    path = arguments.positionals[0]
    options = try AppOptions(arguments)
    isFenced = arguments.flag("--fence")
    savesSettings = arguments.flag("--save-settings")
  }

  func run() async throws(CommandFailure) {
    let name = path == "-" ? "<stdin>" : path
    let text = try readScript()
    let script: ScenarioScript
    do throws(ScriptError) {
      script = try ScenarioScript(parsing: text)
    } catch {
      throw CommandFailure(.dataError, "\(path: name):\(error.line): \(details: error.message)")
    }
    let tracing = script.steps.contains { if case .trace = $0 { true } else { false } }
    let settings = CommandSettings(savesSettings ? .savesChanges : .readOnly)
    let runtime = try await options.runtime(tracing: tracing, settings: settings, for: Self.spec)
    await runtime.start()
    defer { runtime.stop() }
    var writeFailure: CommandFailure?
    do throws(ScriptError) {
      try await script.run(on: runtime) { output in
        guard writeFailure == nil else { return }
        do throws(CommandFailure) {
          try FileOutput.standardOutput.write(self.text(of: output))
        } catch {
          writeFailure = error
        }
      }
    } catch {
      throw CommandFailure(.dataError, "\(path: name):\(error.line): \(details: error.message)")
    }
    if let writeFailure { throw writeFailure }
    if let problem = settings.saveProblem(of: runtime.graph) {
      throw CommandFailure(.ioError, problem)
    }
  }

  /// One output, headed by the line that asked for it.
  private func text(of output: ScenarioOutput) -> String {
    switch output {
    case .frame(let frame, let line):
      "--- line \(line): frame\n" + (isFenced ? SnapshotFormat.fenced(frame) : frame.text() + "\n")
    case .trace(let trace, let line):
      "--- line \(line): trace\n" + trace + "\n"
    }
  }

  /// The script's text, from the file or standard input.
  private func readScript() throws(CommandFailure) -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      data = try InputFile.contents(of: path, what: "script")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure(.dataError, "\(path == "-" ? "<stdin>" : path) is not UTF-8 text")
    }
    return text
  }
}
