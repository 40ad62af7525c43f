import Presentation
import Services
import TextUI

/// The footer: the key hints of the last pass.
public struct FooterContainer: Container {
  @Observed var hints: KeyHintsState
  let glyphs: Glyphs

  public init(hints: KeyHintsState, glyphs: Glyphs) {
    self._hints = Observed(wrappedValue: hints)
    self.glyphs = glyphs
  }

  public var body: some View {
    KeyHintsBar(
      props: KeyHintsBar.Props(
        hints: hints.hints.map { KeyHintsBar.Hint(key: $0.key, label: $0.label) },
        separator: glyphs.dot))
  }
}
