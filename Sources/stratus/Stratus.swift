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

  /// What `stratus` itself accepts without a command.
  struct Options: OptionGroup {
    var version = Flag("--version", help: "print the version")
  }

  /// `stratus` itself.
  static let spec = CommandSpec(
    path: [], abstract: "Render the Stratus weather app as text, run it, review its snapshots.",
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
      """
  ).declaring(Options())

  /// Runs the command `words` names and returns the status to exit with. Output and
  /// messages are written as it goes; nothing is thrown.
  static func main(_ words: [String]) async -> ExitCode {
    for command in commands where words.starts(with: command.configuration.path) {
      do throws(CommandFailure) {
        try await command.main(Array(words.dropFirst(command.configuration.path.count)))
        return .success
      } catch {
        report(error, for: command.spec)
        return error.status
      }
    }
    let isSnapshots = words.first == snapshotsSpec.path.first
    let group = isSnapshots ? snapshotsSpec : spec
    do throws(CommandFailure) {
      return try runGroup(group, words: Array(words.dropFirst(group.path.count)))
    } catch {
      report(error, for: group)
      return error.status
    }
  }

  /// A group (`stratus`, `stratus snapshots`) run without a command: its help,
  /// `--version` (`stratus` only), or a usage error naming what is missing or unknown.
  private static func runGroup(
    _ group: CommandSpec, words: [String]
  ) throws(CommandFailure) -> ExitCode {
    let positionals: [String]
    if group.path.isEmpty {
      guard let arguments = try parse(words, for: group, options: Options()) else {
        return .success
      }
      if arguments[\.version] {
        try FileOutput.standardOutput.write("stratus \(version)\n")
        return .success
      }
      positionals = arguments.positionals
    } else {
      guard let arguments = try parse(words, for: group, options: NoOptions()) else {
        return .success
      }
      positionals = arguments.positionals
    }
    guard let word = positionals.first else { throw .usage("missing command") }
    let names = group.subcommands.compactMap(\.path.last).joined(separator: ", ")
    throw .usage("unknown command '\(word)'; commands: \(names)")
  }

  /// Parses `words` for `spec`, whose options `options` declares; when they ask for
  /// help, prints `spec`'s help page and returns `nil`.
  static func parse<Options: OptionGroup>(
    _ words: [String], for spec: CommandSpec, options: Options
  ) throws(CommandFailure) -> ParsedArguments<Options>? {
    let arguments: ParsedArguments<Options>
    do {
      arguments = try ParsedArguments(words, for: spec, options: options)
    } catch {
      throw .usage(error.message)
    }
    guard arguments.isHelpRequested else { return arguments }
    try FileOutput.standardOutput.write(spec.helpText + "\n")
    return nil
  }

  /// Prints a failure on standard error: `stratus render: <message>`, then the usage
  /// for usage errors.
  private static func report(_ failure: CommandFailure, for spec: CommandSpec) {
    Diagnostics.print(failure.message, for: spec, withUsage: failure.showsUsage)
  }
}
