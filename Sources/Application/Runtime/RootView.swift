import Presentation
import TextUI

/// The app, or the notice that the terminal is too small for it.
struct RootView: Container {
  let graph: AppGraph
  let isTooSmall: Bool

  var body: some View {
    if isTooSmall {
      // Quitting must work at any size: a person who shrank the window may just want out.
      TooSmallView(minimum: AppRuntime.minimumSize)
        .keyBinding("q", "quit", action: Action { [graph] in graph.requestQuit() })
    } else {
      AppView(graph: graph)
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.graph === rhs.graph && lhs.isTooSmall == rhs.isTooSmall
  }
}
