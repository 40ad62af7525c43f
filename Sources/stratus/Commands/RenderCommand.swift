import Application
import TextSnapshotsCore
import TextUI

/// `stratus render <screen>`: prints one screen of the app as text.
struct RenderCommand: StratusCommand {
  static let spec = CommandSpec(
    path: ["render"], abstract: "Print one screen of the app as text.",
    arguments: [
      ArgumentSpec("screen", Screen.allCases.map(\.rawValue).joined(separator: ", "))
    ],
    options: AppOptions.specs() + [
      .flag(
        "--trace", values: RenderTrace.Form.allCases.map(\.rawValue),
        "print the render trace of the last event after the frame: compact (the default: the app's views, first builds and reused runs folded) or full (every view)"
      ),
      .flag("--fence", "print the frame in its snapshot form, each row between | fences"),
      .flag(
        "--list", standalone: true, "print the name of every screen, one a line, and nothing else"),
    ],
    discussion: """
      The screen is drawn by the real app, reached by the keys a person would press
      (day: Week then Enter; picker: l; alerts: !), from the built-in fixtures:
      Toronto, Sun 22 Nov 2026 15:00 local time, 80x24.

      EXAMPLES:
        stratus render now
        stratus render week --location Oslo --units imperial --width 100 --height 30
        stratus render radar --state loading --ascii
        stratus render now --source file:Examples/open-meteo --at 2026-11-22T15:00:00Z
      """)

  /// The screen to print, or `nil` for `--list`.
  let screen: Screen?
  let options: AppOptions
  /// The trace's form, when `--trace` asked for one.
  let traceForm: RenderTrace.Form?
  let isFenced: Bool

  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    screen =
      try arguments.flag("--list")
      ? nil
      : OptionValue.choice(
        arguments.positionals[0], of: Screen.allCases, for: "screen", named: "screens")
    options = try AppOptions(arguments)
    traceForm = arguments.value("--trace").map { RenderTrace.Form(rawValue: $0) ?? .compact }
    isFenced = arguments.flag("--fence")
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
    var output = isFenced ? SnapshotFormat.fenced(runtime.frame) : runtime.frame.text() + "\n"
    if let traceForm { output += "\n" + runtime.traceText(traceForm) + "\n" }
    try FileOutput.standardOutput.write(output)
  }

  /// Fails when the data source failed without `--state failed` asking it to: a frame
  /// of an error screen is not what the person wanted.
  private func checkData(of runtime: AppRuntime, for screen: Screen) throws(CommandFailure) {
    guard options.dataState != .failed else { return }
    let graph = runtime.graph
    let error =
      graph.weather.state.error ?? (screen == .tab(.radar) ? graph.radar.state.error : nil)
    if let error { throw CommandFailure(error) }
  }
}
