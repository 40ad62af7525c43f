import Observation
import TextUI

/// The heap that repeated render passes leave held: what leaks, measured exactly.
///
/// A pass with a new renderer should leave nothing behind once the renderer is gone. One
/// that does not (an Observation registration left in a long-lived service's registrar,
/// say) grows the process a little on every pass, which resident memory is too coarse to
/// show but the allocation counter sees to the byte. Passes run on this thread, so the
/// counter sees everything they allocate and free.
@MainActor
enum HeldBytes {
  /// The heap bytes `passes` runs of `pass` leave held, after `warmUp` runs uncounted
  /// (which fill caches that are made once: type metadata, the glyph pool); `nil` where
  /// allocations are not counted.
  static func after(_ passes: Int, warmUp: Int = 10, of pass: () -> Void) -> Int? {
    for _ in 0..<warmUp { pass() }
    return AllocationCounter.measure { for _ in 0..<passes { pass() } }?.bytes
  }

  /// One cold pass of a ``StoreContainer`` over `store`, with a new renderer: what a
  /// preview, a test or the gating check does with a long-lived service.
  static func coldStorePass(over store: CounterStore) {
    let frame = Renderer().render(StoreContainer(store: store), width: 20, height: 1)
    Sink.consume(frame.width)
  }
}

/// A long-lived observable service: one counter.
@MainActor @Observable
final class CounterStore {
  private(set) var count = 0

  func increment() { count += 1 }
}

/// A container that reads the store, and the presentational view it builds.
struct StoreContainer: Container {
  @Observed var store: CounterStore

  var body: some View { Text("Count: \(store.count)") }
}
