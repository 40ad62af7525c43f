import Services
import TextUI

/// The selected tab's screen: its root, or what its router has pushed.
///
/// It reads the tab's router path, so pushing the day detail re-runs this container
/// and nothing above it.
struct TabContentContainer: Container {
  let tab: AppTab
  let graph: AppGraph

  var body: some View {
    tab.content(in: graph, top: graph.routers[tab].top)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tab == rhs.tab && lhs.graph === rhs.graph
  }
}
