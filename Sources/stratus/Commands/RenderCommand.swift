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

      --svg FILE writes the frame instead as an SVG image, on a grid of monospace
      cells, in the styles the views declare (whatever --color and NO_COLOR say), as
      the README's picture of the Now screen is made.

      EXIT STATUS: non-zero (69 unreachable, 65 unreadable) when the screen's own
      data failed (the weather; the radar's frames on Radar), with nothing printed. A
      panel whose feed failed (the air quality on Now) is drawn with its failure, as
      the app draws it, and named on standard error; the status stays 0 unless
      --strict asks for it to fail as well.

      EXAMPLES:
        stratus render now
        stratus render week --location Oslo --units imperial --width 100 --height 30
        stratus render radar --state loading --ascii
        stratus render now --source file:Examples/open-meteo --at 2026-11-22T15:00:00Z
        stratus render now --svg now.svg
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
    var svg = Option<String>.destination(
      "--svg", help: "write the frame as an SVG image in colour instead (- for standard output)")
    var list = Flag(
      "--list", standalone: true,
      help: "print the name of every screen, one a line, and nothing else")
    var strict = Flag(
      "--strict",
      help: "fail when a panel's feed failed too (the air quality on Now), printing nothing")
  }

  /// The screen to print, or `nil` for `--list`.
  let screen: Screen?
  let options: AppOptions
  /// The trace's form, when `--trace` asked for one.
  let traceForm: RenderTrace.Form?
  let isFenced: Bool
  /// What `--color` and the environment let the frame be drawn with.
  let colors: ColorSupport
  /// Where `--svg` writes the image, when it was given.
  let image: FileDestination?
  /// Whether a panel's failed feed fails the command, as the screen's own data does.
  let isStrict: Bool

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    screen =
      arguments[\.list]
      ? nil
      : try Choice.parse(
        arguments.positionals[0], as: Screen.self, what: "screen", noun: "screens")
    options = try AppOptions(arguments.group(\.app), size: SizeOption(arguments.group(\.size)))
    traceForm = try arguments[\.trace]
    isFenced = arguments[\.fence]
    isStrict = arguments[\.strict]
    colors = ColorOption.support(try arguments[\.color])
    image = try arguments[\.svg].map {
      FileDestination(path: $0, option: "--svg", noun: "image", exampleName: "screen.svg")
    }
    if image != nil && isFenced {
      throw .usage("--svg and --fence are two forms of the frame; give one")
    }
    if image != nil && traceForm != nil {
      throw .usage("--svg writes the frame alone; --trace prints it with the trace")
    }
  }

  func run() async throws(CommandFailure) {
    guard let screen else {
      let names = Screen.allCases.map { $0.rawValue + "\n" }.joined()
      return try FileOutput.standardOutput.write(names)
    }
    // Only the last frame is printed, so each pass is drawn anew from the store; a
    // trace shows what the last event drew again, which needs the retained engine.
    let runtime = try await options.runtime(
      tracing: traceForm != nil, drawing: traceForm == nil ? .firstPasses : .retained,
      settings: CommandSettings(.readOnly), for: Self.spec)
    do {
      _ = try await screen.open(runtime)
    } catch {
      throw CommandFailure(error)
    }
    try checkData(of: runtime, for: screen)
    if let image {
      let frame = runtime.frame
      return try image.deliver(
        FrameSVG.image(of: frame), what: "\(screen.rawValue), \(frame.width)x\(frame.height)")
    }
    var output =
      isFenced
      ? SnapshotFormat.fenced(runtime.frame) : runtime.frame.styledText(colors: colors) + "\n"
    if let traceForm { output += "\n" + runtime.traceText(traceForm) + "\n" }
    try FileOutput.standardOutput.write(output)
  }

  /// Fails when the data source of the screen's own data failed without `--state
  /// failed` asking it to: a frame of an error screen is not what the person wanted.
  /// The error names the source that failed.
  ///
  /// A panel's failed feed is drawn in the panel, as the app draws it, so the frame is
  /// printed and the feed named on standard error, one line each; `--strict` makes it
  /// fail the command as the screen's own data would.
  private func checkData(of runtime: AppRuntime, for screen: Screen) throws(CommandFailure) {
    guard options.dataState != .failed else { return }
    if let error = screen.feeds(in: runtime.graph).lazy.compactMap(\.failure).first {
      throw CommandFailure(error)
    }
    for panel in screen.panels(in: runtime.graph) {
      guard let error = panel.failure else { continue }
      if isStrict { throw CommandFailure(error) }
      Diagnostics.print(
        "the \(panel.name) panel is drawn as unavailable: \(details: CommandFailure(error).message.text)",
        for: Self.spec)
    }
  }
}
