import Application
import TextUI

/// Benchmarks of whole render passes, first passes through ``FirstPassRenderer`` and
/// later ones through ``Renderer``.
///
/// - `render.cold.now80x24` renders the app's Now screen (header, tabs, the Toronto
///   forecast, footer: what `stratus render now` prints) in a first pass, over one
///   launched and settled app, with one `FirstPassRenderer` that keeps nothing from one
///   pass to the next but the capacity of its arrays: the cost of a one-shot render (a
///   snapshot, a preview) and of the first frame after launch.
/// - `render.cold.new.now80x24` does the same with a new `FirstPassRenderer` each time;
///   `render.cold.retained.now80x24` with a new `Renderer` (the retained engine's first
///   pass, which builds what a next pass would need), while both engines exist.
/// - `render.warm.now80x24` renders the same screen again on one renderer: what a pass
///   costs when nothing changed (the `==` gate at the root).
/// - `render.update` changes one row of a list between passes on one renderer: the cost
///   of a small change in a large screen, which gating should keep far below a cold pass.
/// - `render.update.samecontent` evaluates a body again that gives the same ten stacks of
///   ten texts: what it costs to find that nothing in them changed.
@MainActor
enum RenderBenchmarks {
  /// The list benchmarks' row count and frame: every row visible.
  static let listRows = 1_000
  static let listSize = Size(width: 60, height: listRows + 2)
  /// The frame of `render.update.samecontent`: every text visible.
  static let sameContentSize = Size(width: 40, height: 10)

  /// The cold Now benchmark's name, and what its pass counts (for the per-view table).
  static let coldNowName = "render.cold.now80x24"
  private(set) static var coldNowStatistics = RenderStatistics()
  /// One cold Now pass, as the cold benchmark runs it (for the held-heap table).
  private(set) static var coldNowPass: @MainActor () -> Void = {}

  /// The render benchmarks.
  static func all() async throws -> [Benchmark] {
    let runtime = try await AppScenario.locationChange().launch(memoization: .enabled)
    let view = RootView(graph: runtime.graph, isTooSmall: false)
    let size = runtime.size
    let cold = FirstPassRenderer()
    precondition(cold.render(view, size: size) == runtime.frame, "Now drawn differently")
    coldNowStatistics = cold.statistics
    let warm = Renderer()
    _ = warm.render(view, size: size)
    coldNowPass = {
      let frame = cold.render(view, size: size)
      Sink.consume(frame.cell(x: 1, y: 0) == .blank)
    }
    return [
      Benchmark("render.cold.now\(size.width)x\(size.height)", body: coldNowPass),
      Benchmark("render.cold.new.now\(size.width)x\(size.height)") {
        let frame = FirstPassRenderer().render(view, size: size)
        Sink.consume(frame.cell(x: 1, y: 0) == .blank)
      },
      Benchmark("render.cold.retained.now\(size.width)x\(size.height)") {
        let frame = Renderer().render(view, size: size)
        Sink.consume(frame.cell(x: 1, y: 0) == .blank)
      },
      Benchmark("render.warm.now\(size.width)x\(size.height)") {
        let frame = warm.render(view, size: size)
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
    let sameContent = Renderer()
    _ = sameContent.render(SameContentView(pass: 0), size: sameContentSize)
    var pass = 0
    let cold = FirstPassRenderer()
    return [
      Benchmark("render.cold.list1000") {
        let frame = cold.render(views[0], size: listSize)
        Sink.consume(frame.cell(x: 1, y: 1) == .blank)
      },
      Benchmark("render.cold.retained.list1000") {
        let frame = Renderer().render(views[0], size: listSize)
        Sink.consume(frame.cell(x: 1, y: 1) == .blank)
      },
      Benchmark("render.update.list1000.onerow") {
        // Alternates between two lists that differ in one row's value.
        let frame = updating.render(views[next], size: listSize)
        next = 1 - next
        Sink.consume(frame.cell(x: 1, y: 1) == .blank)
      },
      Benchmark("render.update.samecontent") {
        pass += 1
        let frame = sameContent.render(SameContentView(pass: pass), size: sameContentSize)
        Sink.consume(frame.cell(x: 1, y: 0) == .blank)
      },
    ]
  }
}
