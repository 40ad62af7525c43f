import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The footer: the key hints of the last pass, as the key-hints state holds them.
@MainActor
@Suite struct FooterContainerTests {
  private func hints(_ hints: [KeyHintsState.Hint]) -> KeyHintsState {
    let state = KeyHintsState()
    _ = state.update(hints)
    return state
  }

  @Test func footerForTheNowScreensHints() {
    let state = hints([
      .init(key: "1-5", label: "tabs"), .init(key: "r", label: "refresh"),
      .init(key: "?", label: "help"),
    ])
    assertInlineSnapshot(of: FooterContainer(hints: state, glyphs: .unicode).body, as: .dump) {
      """
      |KeyHintsBar(|
      |  props: KeyHintsBar.Props(|
      |    hints: [|
      |      KeyHintsBar.Hint(|
      |        key: "1-5",|
      |        label: "tabs",|
      |      ),|
      |      KeyHintsBar.Hint(|
      |        key: "r",|
      |        label: "refresh",|
      |      ),|
      |      KeyHintsBar.Hint(|
      |        key: "?",|
      |        label: "help",|
      |      ),|
      |    ],|
      |    separator: "·",|
      |  ),|
      |)|
      """
    }
  }

  @Test func footerBeforeAnyPassHasNoHints() {
    assertInlineSnapshot(of: FooterContainer(hints: hints([]), glyphs: .ascii).body, as: .dump) {
      """
      |KeyHintsBar(|
      |  props: KeyHintsBar.Props(|
      |    hints: [],|
      |    separator: "|",|
      |  ),|
      |)|
      """
    }
  }
}
