/// What a pass did, in counts.
///
/// Each count is exact and deterministic for a given sequence of views and changes, so
/// tests assert them; they say what gating saved where timings cannot.
public struct RenderStatistics: Equatable, Sendable, CustomStringConvertible {
  /// Views whose `body` ran.
  public var bodiesEvaluated = 0
  /// Nodes evaluated: bodies run plus primitives whose layout was rebuilt.
  public var nodesEvaluated = 0
  /// Nodes whose value was unchanged but that were laid out and drawn again, because
  /// something below them changed or they were placed differently.
  public var nodesRedrawn = 0
  /// Nodes whose value was unchanged and whose subtree was skipped. The nodes inside a
  /// reused subtree are not counted.
  public var nodesReused = 0
  /// Nodes removed because the pass did not produce them. The nodes inside an evicted
  /// subtree are not counted.
  public var nodesEvicted = 0
  /// Cells drawn by views evaluated or redrawn; the cells of reused views are not counted.
  public var cellsDrawn = 0

  /// Counts with the given values, zero by default: what a test compares
  /// ``Renderer/statistics`` with.
  public init(
    bodiesEvaluated: Int = 0, nodesEvaluated: Int = 0, nodesRedrawn: Int = 0,
    nodesReused: Int = 0, nodesEvicted: Int = 0, cellsDrawn: Int = 0
  ) {
    self.bodiesEvaluated = bodiesEvaluated
    self.nodesEvaluated = nodesEvaluated
    self.nodesRedrawn = nodesRedrawn
    self.nodesReused = nodesReused
    self.nodesEvicted = nodesEvicted
    self.cellsDrawn = cellsDrawn
  }

  /// All six counts on one line, for logs and benchmark output:
  /// `bodies 1, evaluated 3, redrawn 1, reused 12, evicted 0, cells drawn 40`.
  public var description: String {
    "bodies \(bodiesEvaluated), evaluated \(nodesEvaluated), redrawn \(nodesRedrawn), "
      + "reused \(nodesReused), evicted \(nodesEvicted), cells drawn \(cellsDrawn)"
  }

  /// The counts of two passes together: what an event that caused both cost.
  public static func + (lhs: Self, rhs: Self) -> Self {
    RenderStatistics(
      bodiesEvaluated: lhs.bodiesEvaluated + rhs.bodiesEvaluated,
      nodesEvaluated: lhs.nodesEvaluated + rhs.nodesEvaluated,
      nodesRedrawn: lhs.nodesRedrawn + rhs.nodesRedrawn,
      nodesReused: lhs.nodesReused + rhs.nodesReused,
      nodesEvicted: lhs.nodesEvicted + rhs.nodesEvicted,
      cellsDrawn: lhs.cellsDrawn + rhs.cellsDrawn)
  }

  /// Adds the counts of another pass.
  public static func += (lhs: inout Self, rhs: Self) {
    lhs = lhs + rhs
  }
}
