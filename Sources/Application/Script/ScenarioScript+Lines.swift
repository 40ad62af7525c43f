/// A script read a line at a time, never whole: how `stratus script` runs a file of any
/// length, or standard input that may never end (`yes 'key 2' | stratus script -`).
///
/// `lines` is any sequence of the script's lines, without their line ends; the first is
/// line 1. The sequence is asked for a line only when the one before it has been dealt
/// with, so memory stays bounded by the longest line, and a line that arrives late
/// (a pipe fed by another program) runs as soon as it arrives:
///
/// ```swift
/// let lines = ["key 2", "frame"]   // or a reader of a file, a line at a time
/// if try ScenarioScript.needsTracing(lines: lines) { /* create a tracing runtime */ }
/// try await ScenarioScript.run(lines: lines, on: runtime) { output in … }
/// ```
///
/// The grammar is the one ``ScenarioScript/init(parsing:)`` reads, line for line.
extension ScenarioScript {
  /// Reads and runs `lines` in order, each as soon as it is read.
  ///
  /// Unlike ``init(parsing:)`` followed by ``run(on:output:)``, a bad line is found only
  /// when it is reached: the lines before it have run and handed on their output. A
  /// caller that can read its lines twice (a regular file) checks them first with
  /// ``needsTracing(lines:)``, so a mistake on the last line stops the script before the
  /// first event.
  ///
  /// - Parameters:
  ///   - lines: the script's lines, without their line ends; read once, lazily.
  ///   - runtime: a started runtime; it is left running.
  ///   - output: called once for each `frame` and `trace` line, in order, before the next
  ///     line is read.
  /// - Throws: ``ScriptError`` for the first line that is not a valid command or that
  ///   fails when it runs (an `account` naming no account); nothing after it is read.
  @MainActor
  public static func run(
    lines: some Sequence<String>, on runtime: AppRuntime, output: (ScenarioOutput) -> Void
  ) async throws(ScriptError) {
    var number = 0
    for line in lines {
      number += 1
      guard let step = try ScriptLine(Substring(line), number: number)?.step() else { continue }
      try await run(step, on: runtime, output: output)
    }
  }

  /// Reads every line of `lines` without running any, and says whether one is `trace`:
  /// whether the runtime that runs them must record traces.
  ///
  /// A runtime records traces only when it is created to (``AppRuntime/init(configuration:tracing:memoization:)``),
  /// and recording costs time on every pass, so a caller that can read its script twice
  /// asks first. Its other use is to find a bad line before anything runs.
  ///
  /// - Throws: ``ScriptError`` for the first line that is not a valid command.
  public static func needsTracing(lines: some Sequence<String>) throws(ScriptError) -> Bool {
    var number = 0
    var tracing = false
    for line in lines {
      number += 1
      if case .trace = try ScriptLine(Substring(line), number: number)?.step() { tracing = true }
    }
    return tracing
  }
}
