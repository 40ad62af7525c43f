import Observation
import Testing

@testable import TextUI

/// A value that holds a closure (a `ForEach`'s content, an action) can never make reused
/// output or a reused binding stale: gated passes draw and dispatch as a fresh renderer.
@MainActor
@Suite struct ClosureGatingTests {
  @MainActor @Observable final class Items {
    var names = ["oslo", "lima"]
    var presses: [String] = []
  }

  struct Item: Equatable, Identifiable {
    var id: String
  }

  struct Row: View {
    var item: Item
    var wide: Bool
    var body: some View { Text(wide ? "[ \(item.id) ]" : "[\(item.id)]") }
  }

  /// The stale-row case: `wide` is the container's own field, captured by the content
  /// closure, while the `ForEach`'s data stays the same.
  struct RowList: Container {
    @Observed var items: Items
    var wide: Bool
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(items.names.map(Item.init)) { Row(item: $0, wide: wide) }
      }
    }
  }

  /// The action twin: the binding's action captures `label`, a field of the container,
  /// and the key-bound view's content stays the same.
  struct Pressable: Container {
    @Observed var items: Items
    var label: String
    var body: some View {
      Text("press p").keyBinding(
        "p", "press", action: Action { [items] in items.presses.append(label) })
    }
  }

  private let size = Size(width: 12, height: 3)

  @Test func aRowCapturingAChangedFieldIsRedrawnAsAFreshRendererDrawsIt() {
    let items = Items()
    let renderer = Renderer()
    _ = renderer.render(RowList(items: items, wide: false), size: size)
    let gated = renderer.render(RowList(items: items, wide: true), size: size)
    let fresh = Renderer().render(RowList(items: items, wide: true), size: size)
    #expect(gated == fresh)
    #expect(gated.rows == ["[ oslo ]    ", "[ lima ]    ", "            "])
    // Each row is still gated by its own ==: both changed, so both ran, and nothing else.
    #expect(renderer.statistics.bodiesEvaluated == 3)
  }

  @Test func rowsWhoseValuesDidNotChangeAreStillReused() {
    let items = Items()
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(RowList(items: items, wide: false), size: size)
    items.names.append("rome")
    _ = renderer.render(RowList(items: items, wide: false), size: size)
    let trace = renderer.lastTrace?.text(.full) ?? ""
    #expect(trace.contains(#"reused Row["oslo"]"#))
    #expect(trace.contains(#"reused Row["lima"]"#))
    #expect(trace.contains(#"evaluated Row["rome"] (first)"#))
  }

  @Test func aReusedBindingRunsTheActionItsBuilderMadeLast() {
    let items = Items()
    let renderer = Renderer()
    _ = renderer.render(Pressable(items: items, label: "old"), size: size)
    _ = renderer.render(Pressable(items: items, label: "new"), size: size)
    renderer.dispatch("p")
    let fresh = Renderer()
    _ = fresh.render(Pressable(items: items, label: "new"), size: size)
    fresh.dispatch("p")
    #expect(items.presses == ["new", "new"])
  }

  @Test func aBindingComparesItsKeyItsLabelAndItsAction() {
    #expect(Action.none == Action.none)
    #expect(KeyBinding("p", "press", action: .none) == KeyBinding("p", "press", action: .none))
    #expect(KeyBinding("p", "press", action: .none) != KeyBinding("q", "press", action: .none))
    #expect(KeyBinding("p", "press", action: .none) != KeyBinding("p", "press", action: Action {}))
  }
}
