import Testing

@testable import TextUI

/// Views declare key bindings; the renderer lists those of the visible views, topmost
/// first, and dispatches a key to the first that handles it.
@MainActor
@Suite struct KeyBindingTests {
  struct Panel: View {
    var title: String
    var onRefresh: Action
    var onSelect: Action
    var body: some View {
      VStack {
        Text(title).keyBinding(.enter, "select", action: onSelect)
        Text("footer")
      }
      .keyBinding("r", "refresh", action: onRefresh)
      .keyBinding(.enter, "open", action: onRefresh)
    }
  }

  private func panel(_ counter: Counter) -> Panel {
    Panel(
      title: "Oslo", onRefresh: Action { counter.record("refresh") },
      onSelect: Action { counter.record("select") })
  }

  @Test func bindingsAreListedTopmostFirst() {
    let renderer = Renderer()
    let view = panel(Counter()).overlay { Text("!").keyBinding(.escape, "close", action: .none) }
    _ = renderer.render(view, width: 10, height: 2)
    #expect(
      renderer.keyBindings.map { "\($0.key) \($0.label)" } == [
        "Esc close", "Enter select", "r refresh", "Enter open",
      ])
  }

  @Test func dispatchRunsTheTopmostBindingForTheKey() {
    let counter = Counter()
    let renderer = Renderer()
    _ = renderer.render(panel(counter), width: 10, height: 2)
    #expect(renderer.dispatch(.enter))
    #expect(renderer.dispatch("r"))
    #expect(!renderer.dispatch("x"))
    #expect(counter.calls == ["select", "refresh"])
  }

  @Test func bindingsOfViewsOutOfViewAreNotListed() {
    let renderer = Renderer()
    let view = VStack {
      Text("a").keyBinding("a", "first", action: .none)
      Text("b").keyBinding("b", "second", action: .none)
    }
    _ = renderer.render(view, width: 5, height: 1)
    #expect(renderer.keyBindings.map(\.label) == ["first"])
  }

  @Test func aViewBuiltWithNewActionsRunsTheNewOnes() {
    // Actions made separately are unequal: the second panel differs from the first, so
    // its body runs and its bindings carry the new actions, never the first one's.
    let counter = Counter()
    let renderer = Renderer()
    _ = renderer.render(panel(counter), width: 10, height: 2)
    let other = Counter()
    _ = renderer.render(panel(other), width: 10, height: 2)
    #expect(renderer.statistics.bodiesEvaluated == 1)
    #expect(renderer.keyBindings.map(\.label) == ["select", "refresh", "open"])
    renderer.dispatch("r")
    #expect(counter.calls.isEmpty)
    #expect(other.calls == ["refresh"])
  }

  /// A pass that draws something new beside unchanged bound views gathers the lists
  /// those views kept, and keeps the very array it listed before: a caller comparing it
  /// with the last pass's (the runtime, for its key hints) compares storage, not
  /// bindings. New bindings make a new list.
  @Test func unchangedBindingsKeepTheirListAcrossPasses() {
    let renderer = Renderer()
    let counter = Counter()
    let actions = (Action { counter.record("refresh") }, Action { counter.record("select") })
    func screen(_ footer: String) -> some View {
      VStack {
        Panel(title: "Oslo", onRefresh: actions.0, onSelect: actions.1)
        Text(footer)
      }
    }
    func storage(_ bindings: [KeyBinding]) -> UnsafeRawPointer? {
      bindings.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    _ = renderer.render(screen("one"), width: 10, height: 3)
    let first = renderer.keyBindings
    _ = renderer.render(screen("two"), width: 10, height: 3)
    #expect(renderer.statistics.bodiesEvaluated == 0)
    #expect(renderer.statistics.cellsDrawn == 3)
    #expect(storage(renderer.keyBindings) == storage(first))
    #expect(renderer.keyBindings.map(\.label) == ["select", "refresh", "open"])
    _ = renderer.render(
      VStack {
        Panel(title: "Oslo", onRefresh: Action {}, onSelect: actions.1)
        Text("two")
      }, width: 10, height: 3)
    #expect(storage(renderer.keyBindings) != storage(first))
    #expect(renderer.keyBindings.map(\.label) == ["select", "refresh", "open"])
  }

  @Test func actionsAreEqualOnlyToTheirCopies() {
    let action = Action { print("a") }
    #expect(action == action)
    #expect(Action { print("a") } != Action { print("b") })
  }

  @Test func keysDescribeThemselvesAsHintsShowThem() {
    #expect(Key.backTab.description == "Shift-Tab")
    #expect(Key.ctrl("C").description == "Ctrl-C")
    #expect(Key.left.description == "←")
    #expect(Key(" ").description == "Space")
    #expect(Key("q") == Key(.character("q")))
  }
}

@MainActor
@Suite struct TextInputTests {
  @Test func typedTextGoesToTheTopmostTextFieldBeforeKeysBeneathIt() {
    let typed = TypedText()
    let quits = TypedText()
    let screen = Text("screen")
      .keyBinding("q", "quit", action: Action { quits.text += "q" })
      .overlay {
        Text("field").textInput("search", action: TextAction { typed.apply($0) })
      }
    let renderer = Renderer()
    _ = renderer.render(screen, width: 10, height: 1)
    for key: Key in ["O", "s", "q", .backspace, "l"] { renderer.dispatch(key) }
    #expect(typed.text == "Osl")
    #expect(quits.text == "")
    #expect(renderer.dispatch(.enter) == false)
    #expect(renderer.dispatch(.ctrl("c")) == false)
  }

  @Test func keysBoundInFrontOfATextFieldStillWin() {
    let typed = TypedText()
    let view = Text("field").textInput("search", action: TextAction { typed.apply($0) })
      .keyBinding(.escape, "close", action: Action { typed.text = "closed" })
    let renderer = Renderer()
    _ = renderer.render(view, width: 10, height: 1)
    renderer.dispatch("a")
    renderer.dispatch(.escape)
    #expect(typed.text == "closed")
  }
}

@MainActor
private final class TypedText {
  var text = ""
  func apply(_ edit: TextEdit) { text = edit.applied(to: text) }
}
