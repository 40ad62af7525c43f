import Containers
import Services
import TextUI

/// The whole screen: header, tab row, the selected tab's screen and the footer, with
/// the sheet and the toast over them.
///
/// It is the root container, as IceCubes' `AppView`. It reads only the selected tab and
/// whether that tab has a sheet open; everything else is read by the containers it
/// places, so a change re-runs only the containers that read it.
struct AppView: Container {
  let graph: AppGraph

  var body: some View {
    let glyphs = graph.configuration.glyphs
    let tab = graph.app.tab
    let router = graph.routers[tab]
    let isModal = router.sheet != nil
    VStack(alignment: .leading) {
      HeaderContainer(
        location: graph.location, weather: graph.weather, time: graph.time, glyphs: glyphs)
      TabBarContainer(app: graph.app, titles: AppTab.allCases.map(\.title))
      // The badge lies over the end of the rule under the tabs rather than beside
      // them, so the tabs are offered the same width whether or not there are alerts
      // (a badge that comes or goes leaves them untouched) and never hides one.
      Divider(glyphs.border)
        .overlay(alignment: .trailing) {
          AlertBadgeContainer(weather: graph.weather, glyphs: glyphs)
        }
      TabContentContainer(tab: tab, graph: graph)
        .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
      FooterContainer(hints: graph.hints, glyphs: glyphs)
    }
    .overlay(alignment: .bottom) {
      ToastContainer(toast: graph.toast, glyphs: glyphs).padding(.bottom, 1)
    }
    .overlay {
      SheetContainer(tab: tab, graph: graph)
    }
    .keyBindings(
      isModal ? [] : GlobalKeys.bindings(for: graph, canGoBack: !router.path.isEmpty))
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.graph === rhs.graph
  }
}
