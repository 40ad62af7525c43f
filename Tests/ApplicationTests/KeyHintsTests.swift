import Services
import Testing
import TextUI

@testable import Application

@MainActor
@Suite struct KeyHintsTests {
  private func hints(_ bindings: [KeyBinding], ascii: Bool = false) -> [String] {
    KeyHints.hints(for: bindings, ascii: ascii).map { "\($0.key) \($0.label)" }
  }

  @Test func consecutiveDigitsWithOneLabelBecomeARange() {
    let tabs = ["1", "2", "3", "4"].map {
      KeyBinding(Key(.character(Character($0))), "tabs", action: .none)
    }
    #expect(hints(tabs + [KeyBinding("q", "quit", action: .none)]) == ["1-4 tabs", "q quit"])
  }

  @Test func theTopmostBindingOfAKeyWinsAndNeighboursShareALabel() {
    let bindings = [
      KeyBinding(.left, "day", action: .none), KeyBinding(.right, "day", action: .none),
      KeyBinding(.escape, "close", action: .none), KeyBinding(.escape, "back", action: .none),
    ]
    #expect(hints(bindings) == ["←/→ day", "Esc close"])
    #expect(hints(bindings, ascii: true) == ["Left/Right day", "Esc close"])
  }

  @Test func textInputIsShownAsTyping() {
    let field = KeyBinding(textInput: "search", action: TextAction { _ in })
    #expect(hints([field]) == ["type search"])
  }
}
