import Testing
import TextUI

@testable import stratus_bench

/// Render passes leave no Observation registration behind in a long-lived service: the
/// renderer ends the registrations its evaluations made when it is gone, and a node's
/// previous ones when the node is evaluated again or evicted. Held bytes are counted
/// exactly by the allocation counter, so each bound is a count, not a time.
@MainActor
@Suite(.enabled(if: AllocationCounter.isAvailable))
struct ObservationLeakTests {
  /// The most a pass may leave held, on average. Before the renderer owned its
  /// registrations, a cold pass of `StoreContainer` left 2,000 bytes or so in the
  /// store's registrar, until the store changed.
  static let bytesPerPass = 64

  @Test func coldPassesWithNewRenderersLeaveNothingInALongLivedStore() throws {
    let store = CounterStore()
    let held = try #require(
      HeldBytes.after(5_000, warmUp: 100) { HeldBytes.coldStorePass(over: store) })
    #expect(held <= Self.bytesPerPass * 5_000, "5,000 cold passes left \(held) bytes held")
  }

  @Test func reEvaluatingANodeKeepsTheRegistrarFlat() throws {
    let store = CounterStore()
    let renderer = Renderer()
    var label = 0
    let held = try #require(
      HeldBytes.after(1_000) {
        // A new input re-evaluates the container, which reads the store again while its
        // previous registration (nothing changed in the store) is still pending.
        label += 1
        _ = renderer.render(LabelledStore(store: store, label: label), width: 20, height: 1)
        #expect(renderer.statistics.bodiesEvaluated >= 1)
      })
    #expect(held <= Self.bytesPerPass * 1_000, "1,000 evaluations left \(held) bytes held")
    #expect(!renderer.needsRender)
    store.increment()
    #expect(renderer.needsRender)
  }

  @Test func switchingTabsKeepsTheRegistrarFlat() throws {
    let store = CounterStore()
    let renderer = Renderer()
    var showsFirst = true
    let held = try #require(
      HeldBytes.after(1_000) {
        // Each switch evicts one tab's container and evaluates the other's for the first
        // time; both read the store.
        showsFirst.toggle()
        _ = renderer.render(Tabs(store: store, showsFirst: showsFirst), width: 20, height: 1)
      })
    #expect(held <= Self.bytesPerPass * 1_000, "1,000 tab switches left \(held) bytes held")
    #expect(!renderer.needsRender)
    store.increment()
    #expect(renderer.needsRender)
    let frame = renderer.render(Tabs(store: store, showsFirst: showsFirst), width: 20, height: 1)
    #expect(frame.text(trimmingTrailingSpaces: true) == "\(showsFirst ? "A" : "B") 1")
  }

  @Test func aChangeStillInvalidatesAfterTheRendererEndedEarlierRegistrations() {
    let store = CounterStore()
    let renderer = Renderer()
    for label in 0..<3 {
      _ = renderer.render(LabelledStore(store: store, label: label), width: 20, height: 1)
    }
    _ = Renderer().render(LabelledStore(store: store, label: 0), width: 20, height: 1)
    #expect(!renderer.needsRender)
    store.increment()
    #expect(renderer.needsRender)
    _ = renderer.render(LabelledStore(store: store, label: 2), width: 20, height: 1)
    #expect(renderer.statistics.bodiesEvaluated == 1)  // the container, which reads the store
    #expect(!renderer.needsRender)
  }
}

/// A container with an input of its own: a new label evaluates it again.
private struct LabelledStore: Container {
  @Observed var store: CounterStore
  var label: Int

  var body: some View { Text("\(label): \(store.count)") }
}

/// Two tabs, each a container over the store; one is shown.
private struct Tabs: Container {
  @Observed var store: CounterStore
  var showsFirst: Bool

  var body: some View {
    if showsFirst { Tab(store: store, name: "A") } else { Tab(store: store, name: "B") }
  }
}

private struct Tab: Container {
  @Observed var store: CounterStore
  var name: String

  var body: some View { Text("\(name) \(store.count)") }
}
