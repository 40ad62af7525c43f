import Observation

@testable import TextUI

/// An observable object with a few independent properties, as a service would have.
@MainActor @Observable final class Store {
  var first = "one"
  var second = "two"
  var third = "three"

  subscript(slot: StoreSlot) -> String {
    get {
      switch slot {
      case .first: first
      case .second: second
      case .third: third
      }
    }
    set {
      switch slot {
      case .first: first = newValue
      case .second: second = newValue
      case .third: third = newValue
      }
    }
  }
}

/// One of a ``Store``'s properties.
enum StoreSlot: CaseIterable {
  case first, second, third
}

/// A container that shows one of the store's properties: it reads only that one.
struct StoreReader: Container {
  @Observed var store: Store
  var slot: StoreSlot

  var body: some View {
    Text(store[slot])
  }
}
