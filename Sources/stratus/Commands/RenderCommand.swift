import Application
import TextSnapshotsCore
import TextUI

/// `stratus render <screen>`: prints one screen of the app as text.
struct RenderCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["render"], abstract: "Print one screen of the app as text.",
    arguments: [ArgumentSpec("screen", Choice.names(of: Screen.self).joined(separator: ", "))],
    discussion: """
      The screen is drawn by the real app, reached by the keys a person would press
      (day: Week then Enter; picker: l; alerts: !), from the built-in fixtures at the
      --at time, 80x24.

      EXAMPLES:
        stratus render now
        stratus render week --location Oslo --units imperial --width 100 --height 30
        stratus render radar --state loading --ascii
        stratus render now --source file:Examples/open-meteo --at 2026-11-22T15:00:00Z
      """)

  struct Options: OptionGroup {
    var size = SizeOption.Group()
    var app = AppOptions.Group()
    var trace = Option<RenderTrace.Form>.flag(
      "--trace", noun: "forms", default: .compact,
      detail: {
        switch $0 {
        case .compact: "the app's views, first builds and reused runs folded"
        case .full: "every view"
        }
      },
      help: { "print the render trace of the last event after the frame: \($0)" })
    var fence = Flag.fence
    var color = ColorOption.declaration
    var list = Flag(
      "--list", standalone: true,
      help: "print the name of every screen, one a line, and nothing else")
  }

  /// The screen to print, or `nil` for `--list`.
  let screen: Screen?
  let options: AppOptions
  /// The trace's form, when `--trace` asked for one.
  let traceForm: RenderTrace.Form?
  let isFenced: Bool
  /// What `--color` and the environment let the frame be drawn with.
  let colors: ColorSupport

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    screen =
      arguments[\.list]
      ? nil
      : try Choice.parse(
        arguments.positionals[0], as: Screen.self, what: "screen", noun: "screens")
    options = try AppOptions(arguments.group(\.app), size: SizeOption(arguments.group(\.size)))
    traceForm = try arguments[\.trace]
    isFenced = arguments[\.fence]
    colors = ColorOption.support(try arguments[\.color])
  }

  func run() async throws(CommandFailure) {
    guard let screen else {
      let names = Screen.allCases.map { $0.rawValue + "\n" }.joined()
      return try FileOutput.standardOutput.write(names)
    }
    let runtime = try await options.runtime(
      tracing: traceForm != nil, settings: CommandSettings(.readOnly), for: Self.spec)
    do {
      _ = try await screen.open(runtime)
    } catch {
      throw CommandFailure(error)
    }
    try checkData(of: runtime, for: screen)
    var output =
      isFenced
      ? SnapshotFormat.fenced(runtime.frame) : runtime.frame.styledText(colors: colors) + "\n"
    if let traceForm { output += "\n" + runtime.traceText(traceForm) + "\n" }
    try FileOutput.standardOutput.write(output)
  }

  /// Fails when the data source of a feed the screen shows failed without
  /// `--state failed` asking it to: a frame of an error screen is not what the person
  /// wanted. The error names the source that failed.
  private func checkData(of runtime: AppRuntime, for screen: Screen) throws(CommandFailure) {
    guard options.dataState != .failed else { return }
    if let error = screen.feeds(in: runtime.graph).lazy.compactMap(\.failure).first {
      throw CommandFailure(error)
    }
  }
}
