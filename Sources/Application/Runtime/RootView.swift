import Presentation
import TextUI

/// The app, or the notice that the terminal is too small for it.
struct RootView: Container {
  let graph: AppGraph
  let isTooSmall: Bool

  var body: some View {
    if isTooSmall {
      TooSmallView(minimum: AppRuntime.minimumSize)
    } else {
      AppView(graph: graph)
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.graph === rhs.graph && lhs.isTooSmall == rhs.isTooSmall
  }
}
