import Containers
import Services
import TextUI

/// The sheet over the current tab, if its router presents one, centred over the
/// screen with a margin so the screen shows around it.
struct SheetContainer: Container {
  let tab: AppTab
  let graph: AppGraph

  /// The widest a sheet grows.
  static let maximumWidth = 64

  var body: some View {
    if let sheet = graph.routers[tab].sheet {
      content(of: sheet)
        .opaque()
        .frame(maxWidth: Self.maximumWidth, maxHeight: .max)
        .padding(.horizontal, 2)
        .padding(.vertical, 2)
    }
  }

  /// The container of each sheet: the one switch over every sheet there is.
  @MainActor @ViewBuilder
  private func content(of sheet: Sheet) -> some View {
    let glyphs = graph.configuration.glyphs
    let router = graph.routers[tab]
    switch sheet {
    case .locationPicker:
      LocationPickerContainer(
        location: graph.location, picker: graph.picker, router: router, glyphs: glyphs)
    case .accountSwitcher:
      AccountSwitcherContainer(accounts: graph.accounts, router: router, glyphs: glyphs)
    case .alerts:
      AlertsContainer(
        weather: graph.weather, location: graph.location, router: router, glyphs: glyphs)
    case .help:
      HelpContainer(router: router, keys: GlobalKeys.help, glyphs: glyphs)
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tab == rhs.tab && lhs.graph === rhs.graph
  }
}
