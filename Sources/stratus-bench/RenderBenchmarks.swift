import Presentation
import TextUI

/// Benchmarks of whole render passes through ``Renderer``.
///
/// - `render.cold` builds a new renderer every iteration, so nothing survives from one
///   pass to the next: the cost of the first frame after launch, the upper bound for
///   any later frame.
/// - `render.warm` renders the same value again on one renderer: what a pass costs when
///   nothing changed (the `==` gate at the root).
/// - `render.update` changes one row of a list between passes on one renderer: the cost
///   of a small change in a large screen, which gating should keep far below a cold pass.
@MainActor
enum RenderBenchmarks {
  /// The list benchmarks' row count and frame: every row visible.
  static let listRows = 1_000
  static let listSize = Size(width: 60, height: listRows + 2)

  /// The render benchmarks.
  static func all() -> [Benchmark] {
    let view = DashboardView(props: .toronto)
    let check = Renderer().render(view, width: 80, height: 24)
    precondition(check.width == 80 && check.height == 24, "dashboard rendered at wrong size")
    let warm = Renderer()
    _ = warm.render(view, width: 80, height: 24)
    return [
      Benchmark("render.cold.dashboard80x24") {
        let renderer = Renderer()
        let frame = renderer.render(view, width: 80, height: 24)
        Sink.consume(frame.cell(x: 1, y: 0) == .blank)
      },
      Benchmark("render.warm.dashboard80x24") {
        let frame = warm.render(view, width: 80, height: 24)
        Sink.consume(frame.cell(x: 1, y: 0) == .blank)
      },
    ] + listBenchmarks()
  }

  private static func listBenchmarks() -> [Benchmark] {
    let rows = BenchRow.rows(listRows)
    var changed = rows
    changed[listRows / 2].value += 1
    let views = [BenchListView(rows: rows), BenchListView(rows: changed)]
    let updating = Renderer()
    _ = updating.render(views[0], size: listSize)
    var next = 1
    return [
      Benchmark("render.cold.list1000") {
        let frame = Renderer().render(views[0], size: listSize)
        Sink.consume(frame.cell(x: 1, y: 1) == .blank)
      },
      Benchmark("render.update.list1000.onerow") {
        // Alternates between two lists that differ in one row's value.
        let frame = updating.render(views[next], size: listSize)
        next = 1 - next
        Sink.consume(frame.cell(x: 1, y: 1) == .blank)
      },
    ]
  }
}
