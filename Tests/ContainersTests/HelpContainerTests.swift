import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The help sheet: the keys it is given, listed in their order; Esc closes it.
@MainActor
@Suite struct HelpContainerTests {
  /// Keys as the app hands them over (Application's `GlobalKeys.help`).
  private let keys: [KeyHintsState.Hint] = [
    .init(key: "1-5", label: "switch tab"), .init(key: "r", label: "refresh now"),
    .init(key: "q", label: "quit"),
  ]

  @Test func helpPropsListTheKeysInTheirOrder() {
    assertInlineSnapshot(of: HelpContainer.props(keys: keys, glyphs: .ascii), as: .dump) {
      """
      |HelpSheet.Props(|
      |  hints: [|
      |    KeyHintsBar.Hint(|
      |      key: "1-5",|
      |      label: "switch tab",|
      |    ),|
      |    KeyHintsBar.Hint(|
      |      key: "r",|
      |      label: "refresh now",|
      |    ),|
      |    KeyHintsBar.Hint(|
      |      key: "q",|
      |      label: "quit",|
      |    ),|
      |  ],|
      |  border: .ascii,|
      |)|
      """
    }
  }

  @Test func escapeDismissesTheRoutersSheet() {
    let router = Router(sheet: .help)
    let renderer = Renderer()
    _ = renderer.render(
      HelpContainer(router: router, keys: keys, glyphs: .unicode), width: 60, height: 20)
    #expect(renderer.dispatch(.escape))
    #expect(router.sheet == nil)
  }
}
