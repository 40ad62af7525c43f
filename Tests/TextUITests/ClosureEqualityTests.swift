import Testing

@testable import TextUI

/// A value that holds a closure (an action, a binding, a `ForEach`, a lazy stack) is equal
/// only to its own copies: `==` keeps Equatable's laws, and a value made again with a new
/// closure is new to the renderer, so reused output never runs a stale closure.
@MainActor
@Suite struct ClosureEqualityTests {
  /// An element whose `==` is an error: comparing two `ForEach`s must not walk their data.
  struct Uncompared: Identifiable, Equatable {
    var id: Int
    static func == (lhs: Self, rhs: Self) -> Bool {
      Issue.record("a closure-holding view compared its elements")
      return lhs.id == rhs.id
    }
  }

  /// A view holding an action, as a presentational view does.
  struct Pressable: View {
    var title: String
    var press: Action
    var body: some View { Text(title).keyBinding("p", "press", action: press) }
  }

  /// Two actions made by the same code, each time it runs.
  private func recording(_ call: String, into counter: Counter) -> Action {
    Action { counter.record(call) }
  }

  // MARK: - Action and TextAction

  @Test func anActionIsEqualToItselfAndToItsCopies() {
    let action = recording("a", into: Counter())
    let copy = action
    #expect(action == action)
    #expect(action == copy && copy == action)
    // Arrays stored apart compare element by element (shared storage would not call ==).
    let first = [action]
    var second: [Action] = []
    second.append(copy)
    #expect(first == second)
    #expect(Action.none == Action.none)
  }

  @Test func actionsMadeSeparatelyFromTheSameCodeAreUnequalBothWays() {
    let counter = Counter()
    let first = recording("a", into: counter)
    let second = recording("a", into: counter)
    #expect(first != second && second != first)
    #expect(first != .none && Action.none != first)
  }

  @Test func equalityOfActionsIsTransitive() {
    let action = Action {}
    let copy = action
    let copyOfCopy = copy
    #expect(action == copy && copy == copyOfCopy && action == copyOfCopy)
  }

  @Test func aTextActionIsEqualOnlyToItsCopies() {
    let make = { TextAction { _ in } }
    let action = make()
    let copy = action
    #expect(action == action && action == copy && copy == action)
    #expect([action] == [copy])
    #expect(make() != make())
  }

  // MARK: - Bindings

  @Test func aBindingComparesItsKeyItsLabelAndItsAction() {
    let action = Action {}
    let binding = KeyBinding("p", "press", action: action)
    #expect(binding == binding)
    #expect(binding == KeyBinding("p", "press", action: action))
    #expect(binding != KeyBinding("p", "press", action: Action {}))
    #expect(binding != KeyBinding("q", "press", action: action))
    #expect(binding != KeyBinding("p", "push", action: action))
  }

  @Test func aTextBindingComparesItsTextAction() {
    let edit = TextAction { _ in }
    let binding = KeyBinding(textInput: "search", action: edit)
    #expect(binding == KeyBinding(textInput: "search", action: edit))
    #expect(binding != KeyBinding(textInput: "search", action: TextAction { _ in }))
  }

  @Test func aKeyBoundViewComparesItsContentAndItsBindings() {
    let action = Action {}
    let view = Text("a").keyBinding("p", "press", action: action)
    let copy = view
    #expect(view == view && view == copy && copy == view)
    #expect(view == Text("a").keyBinding("p", "press", action: action))
    #expect(view != Text("b").keyBinding("p", "press", action: action))
    #expect(view != Text("a").keyBinding("p", "press", action: Action {}))
    #expect(view != view.keyBinding(.escape, "close", action: action))
  }

  // MARK: - ForEach and lazy stacks

  @Test func aForEachIsEqualToItsCopiesAndNotToOneBuiltAgain() {
    let rows = (0..<1_000).map(Uncompared.init)
    let build = { ForEach(rows) { Text("\($0.id)") } }
    let forEach = build()
    let copy = forEach
    #expect(forEach == forEach && forEach == copy && copy == forEach)
    #expect(build() != build())
  }

  @Test func settingAForEachsPropertyMakesANewValue() {
    let forEach = ForEach([Uncompared(id: 0)]) { Text("\($0.id)") }
    var changed = forEach
    changed.data = [Uncompared(id: 1)]
    #expect(changed != forEach)
    var rebound = forEach
    rebound.content = { Text("#\($0.id)") }
    #expect(rebound != forEach)
  }

  @Test func aLazyStackIsEqualToItsCopiesAndNotToOneBuiltAgain() {
    let rows = (0..<1_000).map(Uncompared.init)
    let row = LazyHStack(rows, anchor: 3) { Text("\($0.id)") }
    let column = LazyVStack(rows, anchor: 3) { Text("\($0.id)") }
    #expect(row == row && [row] == [row])
    #expect(column == column && [column] == [column])
    #expect(row != LazyHStack(rows, anchor: 3) { Text("\($0.id)") })
    #expect(column != LazyVStack(rows, anchor: 3) { Text("\($0.id)") })
    var moved = row
    moved.anchor = 4
    #expect(moved != row)
  }

  // MARK: - Rendering

  @Test func aViewRebuiltWithANewClosureRunsItAndACopyIsReused() {
    let counter = Counter()
    let renderer = Renderer()
    let size = Size(width: 8, height: 1)
    _ = renderer.render(
      Pressable(title: "press", press: recording("old", into: counter)), size: size)
    // Rebuilt by the same code with a closure capturing a new value: evaluated again.
    let rebuilt = Pressable(title: "press", press: recording("new", into: counter))
    _ = renderer.render(rebuilt, size: size)
    #expect(renderer.statistics.bodiesEvaluated == 1)
    renderer.dispatch("p")
    #expect(counter.calls == ["new"])
    // The same value again (a copy): reused whole, and its binding still runs.
    _ = renderer.render(rebuilt, size: size)
    #expect(renderer.statistics.bodiesEvaluated == 0)
    renderer.dispatch("p")
    #expect(counter.calls == ["new", "new"])
  }
}
