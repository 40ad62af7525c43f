import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The tab row: the titles it is given, numbered for their keys, the selected one
/// marked.
@MainActor
@Suite struct TabBarContainerTests {
  @Test func tabBarWithTheSecondTabSelected() {
    let app = AppState(tabCount: 3, selectedTab: 1)
    let tabBar = TabBarContainer(app: app, titles: ["Now", "Week", "Radar"])
    assertInlineSnapshot(of: tabBar.body, as: .dump) {
      """
      |TabStrip(|
      |  items: [|
      |    TabStrip.Item(|
      |      number: 1,|
      |      title: "Now",|
      |      isSelected: false,|
      |    ),|
      |    TabStrip.Item(|
      |      number: 2,|
      |      title: "Week",|
      |      isSelected: true,|
      |    ),|
      |    TabStrip.Item(|
      |      number: 3,|
      |      title: "Radar",|
      |      isSelected: false,|
      |    ),|
      |  ],|
      |)|
      """
    }
  }
}
