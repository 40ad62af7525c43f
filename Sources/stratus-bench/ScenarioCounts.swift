import Application
import TextUI

/// What one change of a scenario costs, in counts: exact and the same on every run, so
/// tests assert them where timings cannot be asserted.
///
/// The scenario runs twice, with memoisation on and off, and both must draw the same
/// frame: gating may only save work, never change the picture.
struct ScenarioCounts: Equatable {
  /// The passes the change caused (the same with memoisation on or off).
  var passes: Int
  /// The counts with memoisation on.
  var gated: RenderStatistics
  /// The counts with memoisation off: every view evaluated and drawn.
  var ungated: RenderStatistics
  /// The cells whose content differs between the frames before and after.
  var changedCells: Int
  /// The bytes `stratus run` writes to the terminal for the change: the changed cells
  /// only.
  var bytesWritten: Int
  /// The bytes a full repaint of the frame after the change would write.
  var fullRepaintBytes: Int

  /// The counts of `scenario`'s first change.
  ///
  /// - Throws: `CountingError` if the two runs draw different frames.
  @MainActor
  static func measure(_ scenario: AppScenario) async throws -> ScenarioCounts {
    let gated = try await scenario.launch(memoization: .enabled)
    let ungated = try await scenario.launch(memoization: .disabled)
    defer {
      gated.stop()
      ungated.stop()
    }
    let before = gated.frame
    var terminal = TerminalScreen()
    _ = terminal.update(to: before)

    for runtime in [gated, ungated] {
      await scenario.change(runtime, 0)
      runtime.redraw()
    }
    guard gated.frame == ungated.frame else {
      throw CountingError(
        scenario: scenario.name, message: "memoisation on and off drew different frames")
    }
    guard gated.passCount == ungated.passCount, gated.passCount > 0 else {
      throw CountingError(
        scenario: scenario.name,
        message: "passes: \(gated.passCount) gated, \(ungated.passCount) ungated")
    }
    var repaint = TerminalScreen()
    return ScenarioCounts(
      passes: gated.passCount, gated: gated.statistics, ungated: ungated.statistics,
      changedCells: before.changedCellCount(comparedWith: gated.frame),
      bytesWritten: terminal.update(to: gated.frame).count,
      fullRepaintBytes: repaint.update(to: gated.frame).count)
  }
}

/// A scenario whose counts cannot be trusted.
struct CountingError: Error, CustomStringConvertible {
  let scenario: String
  let message: String

  var description: String { "scenario '\(scenario)': \(message)" }
}

extension Frame {
  /// The number of cells that draw something different from `other`'s, which has the
  /// same size.
  ///
  /// Compares what the cells draw, not their encodings: a cluster's encoding is an
  /// index into its own frame's pool.
  func changedCellCount(comparedWith other: Frame) -> Int {
    precondition(size == other.size, "frames of different sizes")
    var count = 0
    for y in 0..<height {
      for x in 0..<width where self[x, y] != other[x, y] { count += 1 }
    }
    return count
  }
}
