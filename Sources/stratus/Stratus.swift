/// The tool: its commands, and the dispatch from a command line to one of them.
@MainActor
enum Stratus {
  /// `stratus --version`.
  static let version = "0.7.0"

  /// Every command that does something, in help order.
  static let commands: [any StratusCommand.Type] = [
    RenderCommand.self, PreviewCommand.self, ScriptCommand.self, RunCommand.self,
    SnapshotsTestCommand.self, SnapshotsStatusCommand.self, SnapshotsReviewCommand.self,
    SnapshotsAcceptCommand.self, SnapshotsRejectCommand.self, SnapshotsPruneCommand.self,
    SnapshotsReportCommand.self,
  ]

  /// The `snapshots` group, which only lists its commands.
  static let snapshotsSpec = CommandSpec(
    path: ["snapshots"],
    abstract: "Run and review golden snapshots: pending files, orphans, reports.",
    subcommands: commands.map { $0.spec }.filter { $0.path.first == "snapshots" })

  /// `stratus` itself.
  static let spec = CommandSpec(
    path: [], abstract: "Render the Stratus weather app as text, run it, review its snapshots.",
    options: [.flag("--version", "print the version")],
    subcommands: commands.map { $0.spec }.filter { $0.path.count == 1 } + [snapshotsSpec],
    discussion: """
      EXIT STATUS:
        0   success
        1   snapshots status: something is pending or orphaned; snapshots test: swift
            test failed or something is pending
        64  the command line is wrong (unknown option, screen, place or account)
        65  data that cannot be read (a data file, a script line)
        66  an input file or folder that does not exist or cannot be opened
        69  a data source that cannot be reached; no swift on PATH (snapshots test)
        74  reading or writing failed (script --save-settings: settings not saved)
      """)

  /// Runs the command `words` names and returns the status to exit with. Output and
  /// messages are written as it goes; nothing is thrown.
  static func main(_ words: [String]) async -> ExitCode {
    let (spec, command, rest) = resolve(words)
    do throws(CommandFailure) {
      let arguments: ParsedArguments
      do {
        arguments = try ParsedArguments(rest, for: spec)
      } catch {
        throw .usage(error.message)
      }
      if arguments.isHelpRequested {
        try FileOutput.standardOutput.write(spec.helpText + "\n")
        return .success
      }
      guard let command else {
        return try runGroup(spec, arguments: arguments)
      }
      try await command.init(arguments).run()
      return .success
    } catch {
      report(error, for: spec)
      return error.status
    }
  }

  /// The command named by the leading words, the spec to parse the rest with, and the
  /// rest. A group (`stratus`, `stratus snapshots`) has no command of its own.
  private static func resolve(
    _ words: [String]
  ) -> (CommandSpec, (any StratusCommand.Type)?, [String]) {
    for command in commands where words.starts(with: command.spec.path) {
      return (command.spec, command, Array(words.dropFirst(command.spec.path.count)))
    }
    if words.first == snapshotsSpec.path.first {
      return (snapshotsSpec, nil, Array(words.dropFirst()))
    }
    return (spec, nil, words)
  }

  /// A group run without a command: `--version`, or a usage error naming what is
  /// missing or unknown.
  private static func runGroup(
    _ group: CommandSpec, arguments: ParsedArguments
  ) throws(CommandFailure) -> ExitCode {
    if arguments.flag("--version") {
      try FileOutput.standardOutput.write("stratus \(version)\n")
      return .success
    }
    guard let word = arguments.positionals.first else { throw .usage("missing command") }
    let names = group.subcommands.compactMap(\.path.last).joined(separator: ", ")
    throw .usage("unknown command '\(word)'; commands: \(names)")
  }

  /// Prints a failure on standard error: `stratus render: <message>`, then the usage
  /// for usage errors.
  private static func report(_ failure: CommandFailure, for spec: CommandSpec) {
    Diagnostics.print(failure.message, for: spec, withUsage: failure.showsUsage)
  }
}
