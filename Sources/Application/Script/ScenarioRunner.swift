import TextUI

/// What running a script hands out: a frame or a trace a step asked for, with its line.
public enum ScenarioOutput: Equatable, Sendable {
  /// The frame on screen when a `frame` line ran.
  case frame(Frame, line: Int)
  /// The traces of the last event's passes when a `trace` line ran, as
  /// ``AppRuntime/traceText`` writes them; ``ScenarioScript/traceUnavailable`` when the
  /// runtime records none.
  case trace(String, line: Int)
}

extension ScenarioScript {
  /// What a `trace` line outputs when the runtime records no traces, so the output says
  /// why instead of being silently empty.
  public static let traceUnavailable =
    "(no trace: the runtime was created without tracing; create it with tracing: true)"

  /// Runs the steps in order on `runtime`, handing each frame and trace to `output` as
  /// soon as its line runs, so the CLI can stream them and a test can collect them.
  ///
  /// The caller builds the runtime and calls ``AppRuntime/start()`` first: the
  /// configuration (data source, account, clock, size) and the tracing switch are the
  /// caller's. Create it with `tracing: true` when the script has `trace` lines; without
  /// tracing they output ``traceUnavailable``. Before the first event, `trace` outputs
  /// the launch's passes. `tick` moves only a manual clock (``AppClock/manual(_:)``);
  /// on the system clock it just settles and redraws. `key q` asks the app to quit
  /// (``AppRuntime/isFinished``) but the script runs on, so a frame after it still shows.
  ///
  /// ```swift
  /// let runtime = try AppRuntime(configuration: AppConfiguration(), tracing: true)
  /// await runtime.start()
  /// try await ScenarioScript(parsing: "key 2\nframe").run(on: runtime) { output in
  ///   if case .frame(let frame, _) = output { print(frame.text()) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - runtime: a started runtime; it is left running.
  ///   - output: called once for each `frame` and `trace` line, in order.
  /// - Throws: ``ScriptError`` for an `account` line naming no account (the message
  ///   lists the accounts); the steps before it have run and their output was handed on.
  @MainActor
  public func run(on runtime: AppRuntime, output: (ScenarioOutput) -> Void)
    async throws(ScriptError)
  {
    for step in steps {
      try await Self.run(step, on: runtime, output: output)
    }
  }

  /// Runs one step: sends its event, or hands on the frame or trace it asks for.
  ///
  /// What ``run(on:output:)`` does for each step, and ``run(lines:on:output:)`` for
  /// each line as it is read.
  @MainActor
  static func run(_ step: Step, on runtime: AppRuntime, output: (ScenarioOutput) -> Void)
    async throws(ScriptError)
  {
    switch step {
    case .event(let event, let line):
      do throws(AppError) {
        try await runtime.send(event)
      } catch {
        throw ScriptError(line: line, message: error.description)
      }
    case .frame(let line):
      output(.frame(runtime.frame, line: line))
    case .trace(let line, let form):
      let text = runtime.traces.isEmpty ? traceUnavailable : runtime.traceText(form)
      output(.trace(text, line: line))
    }
  }
}
