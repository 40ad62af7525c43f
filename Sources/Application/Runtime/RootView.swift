import Presentation
import TextUI

/// The app, or the notice that the terminal is too small for it: the view
/// ``AppRuntime`` renders on every pass.
///
/// It is public so that a program can render the app with a ``Renderer`` of its own:
/// `stratus-bench` times a cold first frame by rendering it with a new renderer each
/// time, over one settled graph.
public struct RootView: Container {
  let graph: AppGraph
  let isTooSmall: Bool

  /// - Parameters:
  ///   - graph: the app to show.
  ///   - isTooSmall: whether the screen is below ``AppRuntime/minimumSize``, so that
  ///     only the notice is drawn.
  public init(graph: AppGraph, isTooSmall: Bool) {
    self.graph = graph
    self.isTooSmall = isTooSmall
  }

  public var body: some View {
    if isTooSmall {
      // Quitting must work at any size: a person who shrank the window may just want out.
      TooSmallView(minimum: AppRuntime.minimumSize, dash: graph.configuration.glyphs.dash)
        .keyBinding("q", "quit", action: Action { [graph] in graph.requestQuit() })
    } else {
      AppView(graph: graph)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.graph === rhs.graph && lhs.isTooSmall == rhs.isTooSmall
  }
}
