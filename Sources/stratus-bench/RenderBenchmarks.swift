import Presentation
import TextUI

/// Benchmarks of whole render passes through ``Renderer``.
///
/// `render.cold` builds a new renderer every iteration, so nothing survives from one pass
/// to the next: it is the cost of the first frame after launch, the upper bound for any
/// later frame.
@MainActor
enum RenderBenchmarks {
  /// The render benchmarks.
  static func all() -> [Benchmark] {
    let view = DashboardView(props: .toronto)
    let check = Renderer().render(view, width: 80, height: 24)
    precondition(check.width == 80 && check.height == 24, "dashboard rendered at wrong size")
    return [
      Benchmark("render.cold.dashboard80x24") {
        let renderer = Renderer()
        let frame = renderer.render(view, width: 80, height: 24)
        Sink.consume(frame.cell(x: 1, y: 0) == .blank)
      }
    ]
  }
}
